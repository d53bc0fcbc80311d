import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { LOGGED_IN_ROUTES, MODAL_ROUTES, OPEN_ROUTES, VISITOR_ROUTES } from './routes.ts';
import {
  APPROVED_CARD,
  bearer,
  boardKey,
  customerWithAddress,
  expectAccessible,
  freshPhone,
  isDesktop,
  ORDER_PRODUCT,
  ORDER_STORE,
  placeOrderByApi,
  type SavedAddress,
  type Session,
  STORAGE_PREFIX,
  saveCard,
  toast,
} from './support.ts';

/**
 * Every screen and modal of §2 on both projects, checked by axe with its rule that a control named by a label still
 * holds the text it shows. Each test opens a group of screens one after the other, with what they need on the
 * device (a store, an address, a bag, placed orders) so that their content is checked, not their empty states.
 */
const LABEL_IN_NAME = { alsoRun: ['label-content-name-mismatch'] } as const;

/** A product with the three kinds of option group and a nutrition table. */
const PRODUCT_WITH_GROUPS = { cod: 1002, nome: 'Combinado Tradicional 20 peças' };

/** The always open store's bag with one ORDER_PRODUCT. */
const BAG = {
  lojaId: ORDER_STORE.id,
  itens: [
    {
      produto_carrinho: 'linha-1',
      cod: ORDER_PRODUCT.cod,
      qtd: 1,
      nome: ORDER_PRODUCT.nome,
      observacoes: [],
    },
  ],
  gift_cards: [],
};

/** Where the sign-up and password-reset steps find what their earlier steps left. */
const AUTH_FLOW = {
  celular: '(61) 99999-0000',
  destino: '(61) *****-0000',
  signupTicket: 'ticket',
  signup: {
    nome: 'Rui Tanaka',
    email: 'rui@exemplo.com',
    dataNascimento: '01/01/1990',
    cpf: '529.982.247-25',
    senha: 'Senha123',
  },
  resetEmail: 'rui@exemplo.com',
  resetTicket: 'ticket',
};

/**
 * Before the app loads: the store, `address` (also as the address being added, with `draftNumber`), the bag, the
 * product on show and, when given, the customer; only the first time, later loads keep what the app stored.
 */
async function prepare(
  page: Page,
  address: SavedAddress,
  { user, cookies = true, draftNumber }: { user?: Session; cookies?: boolean; draftNumber?: string },
): Promise<void> {
  const stored: Record<string, unknown> = {
    loja: ORDER_STORE,
    endereco: address,
    'editar-endereco': draftNumber === undefined ? address : { ...address, numero: draftNumber },
    carrinho: BAG,
    produto: PRODUCT_WITH_GROUPS,
    ...(user ? { usuario: user } : {}),
  };
  const items = Object.entries(stored).map(([key, value]): [string, string] => [
    `${STORAGE_PREFIX}${key}`,
    JSON.stringify(value),
  ]);
  if (cookies) items.push([`${STORAGE_PREFIX}aceitaCookies`, 'true']);
  await page.addInitScript(
    ({ items, flow }) => {
      for (const [key, value] of items)
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      if (sessionStorage.getItem('comanda-auth-flow') === null)
        sessionStorage.setItem('comanda-auth-flow', JSON.stringify(flow));
    },
    { items, flow: AUTH_FLOW },
  );
}

/** Once the screen has loaded (no spinner or skeleton left), axe checks the whole page. */
async function check(page: Page, what: string): Promise<void> {
  await test.step(what, async () => {
    await expect(page.locator('.spinner:visible, .menu-skeleton:visible'), what).toHaveCount(0);
    await expectAccessible(page, undefined, LABEL_IN_NAME);
  });
}

/** Opens `path`, makes sure it shows its own screen and checks it. */
async function checkRoute(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const pathname = path === '/cardapio' ? '/tabs/cardapio' : (path.split('?')[0] ?? path);
  await expect(page, path).toHaveURL((url) => url.pathname === pathname);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  await check(page, path);
}

/** A customer with a delivery address, a saved card, an order paid by card and one waiting for its Pix. */
async function customerWithOrders(request: APIRequestContext, celular: string) {
  const { user, address } = await customerWithAddress(request, 'Ana Lima', celular);
  const card = await saveCard(request, user, APPROVED_CARD, 'Pessoal');
  const byCard = await placeOrderByApi(request, user, address, { tipo: 'cartao', cartao_id: card.id });
  const byPix = await placeOrderByApi(request, user, address, { tipo: 'pix' });
  return { user, address, byCard: byCard.id, byPix: byPix.id };
}

test('every open screen, the cookie banner and the policy have no serious accessibility problems', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { address } = await customerWithAddress(request, 'Rui Tanaka', freshPhone(testInfo, 1));
  await prepare(page, address, { cookies: false });

  await checkRoute(page, '/cardapio');
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  await expect(banner).toBeVisible();
  if (isDesktop(page)) {
    await banner.getByRole('link', { name: 'Política de privacidade' }).click();
    const policy = page.locator('ion-modal.app-modal').filter({ hasText: 'Esta política explica' });
    await expect(policy.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
    await check(page, 'privacy policy modal');
    await policy.getByRole('button', { name: 'Fechar' }).click();
    await expect(policy).toBeHidden();
  }
  await banner.getByRole('button', { name: 'OK' }).click();
  await expect(banner).toBeHidden();

  const rest = OPEN_ROUTES.filter((path) => path !== '/cardapio');
  for (const path of [...rest, '/tabs/meus-enderecos', ...VISITOR_ROUTES])
    await checkRoute(page, path === '/tabs/detalhes-restaurante' ? `${path}?id=${ORDER_STORE.id}` : path);
});

test('every logged-in screen and its confirmations have no serious accessibility problems', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { user, address, byCard, byPix } = await customerWithOrders(request, freshPhone(testInfo, 2));
  await prepare(page, address, { user });

  /** What a screen opens, checked right after the screen itself: its modals and confirmations. */
  const then: Record<string, () => Promise<void>> = {
    '/tabs/meus-cartoes': async () => {
      const cards = page.locator('[data-route="/tabs/meus-cartoes"]');
      if (isDesktop(page)) {
        await cards.getByRole('button', { name: 'Adicionar cartão' }).click();
        const addCard = page.locator('ion-modal.app-modal--add-card');
        await expect(addCard.getByRole('heading', { level: 1, name: 'Adicionar cartão' })).toBeVisible();
        await check(page, 'add card modal');
        await addCard.getByRole('button', { name: 'Fechar' }).click();
        await expect(addCard).toBeHidden();
      }
      await cards.getByRole('button', { name: 'Excluir cartão Pessoal final 0010' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Excluir cartão' });
      await expect(confirm).toContainText('Pessoal **** 0010');
      await check(page, 'confirm dialog');
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(confirm).toBeHidden();
    },
    '/tabs/minha-conta': async () => {
      await page.getByRole('button', { name: 'Excluir conta' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeVisible();
      await check(page, 'account deletion confirmation');
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await expect(confirm).toBeHidden();
    },
  };

  // The Pix first: the suite's server gives it a minute (playwright.config.ts).
  const paths = [
    `/pagamento-pedido-pix?pedidoId=${byPix}`,
    ...LOGGED_IN_ROUTES.filter((path) => path !== '/sair').map((path) =>
      path === '/tabs/detalhes-pedido' ? `${path}?pedidoId=${byCard}` : path,
    ),
    '/tabs/meus-enderecos',
    '/cupons',
    '/shinguru/bem-vindo',
    '/shinguru/convite',
  ];
  for (const path of paths) {
    await checkRoute(page, path);
    await then[path]?.();
  }
});

/** A Pix donation of R$ 5,00 after the order; answers its id. */
async function pixDonation(request: APIRequestContext, user: Session, pedidoId: number): Promise<number> {
  const response = await request.post('/api/doacao', {
    headers: { ...bearer(user), 'Idempotency-Key': randomUUID() },
    data: { valor: 500, pagamento: { tipo: 'pix' }, pedidoId },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** A customer with orders, as customerWithOrders answers it. */
type Customer = Awaited<ReturnType<typeof customerWithOrders>>;

/**
 * On mobile the modal-style routes are pages (and so are the product and the bag), each opened with what it shows:
 * the order, the donation, the product on show.
 */
async function checkModalPages(page: Page, request: APIRequestContext, { user, byCard, byPix }: Customer) {
  const doacaoId = await pixDonation(request, user, byCard);
  const query: Record<string, string> = {
    '/modal-perguntar-doacao': `pedidoId=${byCard}`,
    '/modal-doacao': `pedidoId=${byCard}`,
    '/modal-forma-pagamento-doacao': `valor=500&pedidoId=${byCard}`,
    '/modal-pagamento-pix-doacao': `doacaoId=${doacaoId}`,
    '/modal-pagamento-pedido-pix': `pedidoId=${byPix}`,
    '/modal-pagamento-pix-falha': `pedidoId=${byPix}`,
    '/modal-listagem-produtos': 'kits=1',
  };
  for (const path of [...MODAL_ROUTES, '/produto', '/sacola'])
    await checkRoute(page, query[path] ? `${path}?${query[path]}` : path);
}

/** On desktop the modals, opened as a customer opens them. */
async function checkModals(page: Page, request: APIRequestContext, { byPix }: Customer) {
  // The order waiting for its Pix first (it has a minute): paying opens the Pix modal, and the store cancelling
  // the order turns it into the failure.
  await checkRoute(page, `/tabs/detalhes-pedido?pedidoId=${byPix}`);
  await page.getByRole('button', { name: 'Pagar com Pix' }).click();
  const pix = page.locator('ion-modal.app-modal--pix');
  await expect(pix.getByRole('img', { name: /^QR Code do Pix de R\$/ })).toBeVisible();
  await check(page, 'Pix modal');
  const cancelled = await request.post('/api/operador/pedido/status', {
    headers: { 'x-operator-key': await boardKey(request) },
    data: { pedidoId: byPix, status: 'Cancelado' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  const failure = page.locator('ion-modal.app-modal--pix-failure');
  await expect(failure.getByRole('heading', { name: 'O Pix não foi pago a tempo' })).toBeVisible();
  await check(page, 'Pix failure modal');

  // The address being added: confirming it on the map asks for its number.
  await checkRoute(page, '/mapa-confirmacao');
  await page.getByRole('button', { name: 'Confirmar localização' }).click();
  const number = page.locator('ion-modal.app-modal--number');
  await expect(number.getByRole('button', { name: 'Sem número' })).toBeVisible();
  await check(page, 'address number modal');

  await checkRoute(page, '/tabs/cardapio');
  await page.getByRole('button', { name: PRODUCT_WITH_GROUPS.nome, exact: true }).first().click();
  const product = page.locator('ion-modal.app-modal--product');
  await expect(product.getByRole('heading', { level: 1, name: PRODUCT_WITH_GROUPS.nome })).toBeVisible();
  await check(page, 'product modal');
  await product.getByRole('button', { name: 'Tabela nutricional' }).click();
  const nutrition = page.locator('ion-modal.app-modal--narrow');
  await expect(nutrition.getByRole('heading', { level: 1, name: 'Tabela nutricional' })).toBeVisible();
  await check(page, 'nutrition table modal');
  await nutrition.getByRole('button', { name: 'Fechar' }).click();
  await expect(nutrition).toBeHidden();
  await product.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(product).toBeHidden();

  await page.getByRole('button', { name: 'Ver todos' }).first().click();
  const listing = page.locator('ion-modal.app-modal').filter({ hasText: 'Kits Delivery' });
  await expect(listing.getByRole('heading', { level: 1 })).toBeVisible();
  await check(page, 'product listing modal');
  await listing.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(listing).toBeHidden();

  await page.getByRole('button', { name: 'Sacola', exact: true }).click();
  const bag = page.locator('ion-modal.app-modal--bag');
  await expect(bag.getByTestId('total')).toHaveText(/R\$/);
  await check(page, 'bag modal');
  await bag.getByRole('button', { name: 'Finalizar pedido' }).click();
  const checkout = page.locator('ion-modal.app-modal--checkout');
  await expect(checkout.getByTestId('checkout-total')).toHaveText(/R\$/);
  await check(page, 'checkout modal');

  await checkout.getByRole('radio', { name: 'PAGUE NA ENTREGA' }).check();
  await checkout.getByRole('button', { name: /a forma de pagamento na entrega$/ }).click();
  const onDelivery = page.locator('ion-modal.app-modal--add-payment');
  await expect(onDelivery.getByRole('heading', { level: 1, name: 'Adicionar pagamento' })).toBeVisible();
  await check(page, 'payment on delivery modal');
  await onDelivery.getByRole('button', { name: 'Fechar' }).click();
  await expect(onDelivery).toBeHidden();

  await checkout.getByRole('radio', { name: 'PAGUE PELO APP' }).check();
  await checkout.getByRole('button', { name: 'Escolher cartão' }).click();
  const cards = page.locator('ion-modal.app-modal--cards');
  await expect(cards.getByRole('button', { name: /\*\*\*\* 0010/ })).toBeVisible();
  await check(page, 'cards modal');
  await cards.getByRole('button', { name: /\*\*\*\* 0010/ }).click();
  await expect(cards).toBeHidden();
  await checkout.getByRole('button', { name: 'Fazer pedido' }).click();
  await expect(toast(page, 'Pedido realizado com sucesso!')).toBeVisible();

  const donation = page.locator('ion-modal.app-modal--donation');
  await expect(donation.getByRole('heading', { name: 'Quer ajudar com uma doação?' })).toBeVisible();
  await check(page, 'donation question modal');
  await donation.getByRole('button', { name: 'Quero doar' }).click();
  await expect(donation.getByRole('button', { name: 'Outro valor' })).toBeVisible();
  await check(page, 'donation amount modal');
  await donation.getByRole('button', { name: 'R$\u00a05,00' }).click();
  await donation.getByRole('button', { name: 'Continuar' }).click();
  await expect(donation.getByRole('button', { name: 'Doar R$\u00a05,00' })).toBeVisible();
  await check(page, 'donation payment modal');
  await donation.getByRole('radio', { name: /Pix/ }).check();
  await donation.getByRole('button', { name: 'Doar R$\u00a05,00' }).click();
  await expect(donation.getByRole('img', { name: 'QR Code do Pix de R$\u00a05,00' })).toBeVisible();
  await check(page, 'donation Pix modal');
}

test('every modal of §2 has no serious accessibility problems', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const customer = await customerWithOrders(request, freshPhone(testInfo, 3));
  // The address being added has no number yet: its number step asks for it.
  await prepare(page, customer.address, { user: customer.user, draftNumber: '' });
  if (isDesktop(page)) await checkModals(page, request, customer);
  else await checkModalPages(page, request, customer);
});
