import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  acceptCookies,
  expectAccessible,
  freshPhone,
  isDesktop,
  type Session,
  STORAGE_PREFIX,
  signUpByApi,
} from './support.ts';

/**
 * Placing orders (issue 12): the server refuses an order while the store is closed (§8), by its own clock, so these
 * run while the Asa Norte store is open (11:30–23:30 in Brasília).
 */

/** Store 2 (Asa Norte) of the demo catalogue and a delivery address inside its area. */
const STORE = { id: 2, nome: 'Hanami Sushi Asa Norte', tempoEntrega: 40 };
const ADDRESS = {
  logradouro: 'SQN 210 Bloco B',
  numero: '101',
  complemento: 'Apto 302',
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
};
/** Sandbox cards (apps/api/src/providers/payments/sandbox.ts): always approved; saved fine but declined on charge. */
const APPROVED_CARD = '4000000000000010';
const DECLINED_CARD = '4000000000001042';
const DECLINED_REASON =
  'Pagamento não autorizado pelo banco emissor. Tente outro cartão ou fale com o seu banco.';
const PRODUCT = 'Dorayaki';

const bearer = (user: Session) => ({ Authorization: `Bearer ${user.jwt}` });

interface SavedAddress {
  id: number;
  loja_id: number;
  [field: string]: unknown;
}

/** A new customer with a saved delivery address (its server id is what an order is sent to). */
async function customerWithAddress(
  request: APIRequestContext,
  nome: string,
  celular: string,
): Promise<{ user: Session; address: SavedAddress }> {
  const user = await signUpByApi(request, { nome, celular });
  const saved = await request.put('/api/endereco_pedido', { headers: bearer(user), data: ADDRESS });
  expect(saved.ok()).toBe(true);
  const [address] = ((await saved.json()) as { data: SavedAddress[] }).data;
  expect(address?.loja_id).toBe(STORE.id);
  return { user, address: address as SavedAddress };
}

async function saveCard(request: APIRequestContext, user: Session, numero: string, apelido: string) {
  const response = await request.post('/api/cartao', {
    headers: bearer(user),
    data: { apelido, numero, validade: '12/30', cvv: '123', titular: 'ANA LIMA', cpf: '529.982.247-25' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The app opens with this customer, address and store (once: later reloads keep what the app stored). */
async function openAs(page: Page, user: Session | null, address: unknown): Promise<void> {
  await acceptCookies(page);
  await page.addInitScript(
    ({ prefix, store, address, usuario }) => {
      if (localStorage.getItem(`${prefix}loja`)) return;
      localStorage.setItem(`${prefix}loja`, JSON.stringify(store));
      localStorage.setItem(`${prefix}endereco`, JSON.stringify(address));
      if (usuario) localStorage.setItem(`${prefix}usuario`, JSON.stringify(usuario));
    },
    { prefix: STORAGE_PREFIX, store: STORE, address, usuario: user },
  );
  await page.goto('/tabs/cardapio');
}

const toast = (page: Page, message: string): Locator =>
  page.locator('ion-toast').getByText(message, { exact: true }).first();

const screenOf = (page: Page, modal: string, route: string): Locator =>
  isDesktop(page)
    ? page.locator(`ion-modal.${modal}`)
    : page.locator(`[data-route="${route}"]:not(.ion-page-hidden)`);

const checkoutScreen = (page: Page) => screenOf(page, 'app-modal--checkout', '/finalizar-pedido');
const pixScreen = (page: Page) => screenOf(page, 'app-modal--pix', '/pagamento-pedido-pix');

/** Adds the product from the menu and opens the bag. */
async function fillBag(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: PRODUCT, exact: true }).first().click();
  const product = screenOf(page, 'app-modal--product', '/produto');
  await expect(product.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await product.getByRole('button', { name: /^Adicionar R\$/ }).click();
  await expect(toast(page, 'Item adicionado à sacola.')).toBeVisible();
  if (isDesktop(page)) await page.getByRole('button', { name: 'Sacola', exact: true }).click();
  else await page.getByRole('button', { name: /Ver sacola/ }).click();
  const bag = screenOf(page, 'app-modal--bag', '/sacola');
  await expect(bag.getByRole('heading', { name: 'Itens' })).toBeVisible();
  await expect(bag.getByTestId('total')).toHaveText(/R\$/);
  return bag;
}

async function goToCheckout(page: Page): Promise<Locator> {
  const bag = await fillBag(page);
  await bag.getByRole('button', { name: 'Finalizar pedido' }).click();
  const checkout = checkoutScreen(page);
  await expect(checkout.getByRole('heading', { name: 'Itens do pedido' })).toBeVisible();
  await expect(checkout.getByText(PRODUCT)).toBeVisible();
  await expect(checkout.getByTestId('checkout-total')).toHaveText(/R\$/);
  return checkout;
}

/** 'PAGUE PELO APP' with the saved card ending in `final`, picked in the cards modal (select mode). */
async function payWithCard(page: Page, checkout: Locator, final: string): Promise<void> {
  await checkout.getByRole('radio', { name: 'PAGUE PELO APP' }).check();
  await checkout.getByRole('button', { name: /Escolher cartão|Trocar cartão/ }).click();
  const cards = page.locator('ion-modal.app-modal--cards');
  await cards.getByRole('button', { name: new RegExp(`\\*\\*\\*\\* ${final}`) }).click();
  await expect(cards).toBeHidden();
  await expect(checkout.getByText(`**** ${final}`)).toBeVisible();
}

const storedBag = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}carrinho`);

const placedOrderId = (page: Page) => Number(new URL(page.url()).searchParams.get('pedidoId'));

async function orderOf(request: APIRequestContext, user: Session, pedidoId: number) {
  const response = await request.get(`/api/pedido?pedidoId=${pedidoId}`, { headers: bearer(user) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

test('pays with a saved card and sees the order placed', async ({ page, request }, testInfo) => {
  test.setTimeout(90_000);
  const { user, address } = await customerWithAddress(request, 'Ana Lima', freshPhone(testInfo, 1));
  await saveCard(request, user, APPROVED_CARD, 'Pessoal');
  await openAs(page, user, address);

  const checkout = await goToCheckout(page);
  await expect(checkout.getByText('SQN 210 Bloco B, 101')).toBeVisible();
  await expect(checkout.getByText('Entrega em cerca de 40 min')).toBeVisible();
  await expect(checkout.getByText('Adicionar CPF')).toBeVisible();
  await payWithCard(page, checkout, '0010');
  await expectAccessible(page);

  await checkout.getByRole('button', { name: 'Fazer pedido' }).click();
  await expect(toast(page, 'Pedido realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/tabs\/detalhes-pedido\?pedidoId=\d+$/);
  expect(await storedBag(page)).toBeNull();
  const order = await orderOf(request, user, placedOrderId(page));
  expect(order).toMatchObject({
    status: 'Pendente',
    formaPagamento: { tipo: 'cartao', final: '0010', status: 'aprovado' },
    itens: [expect.objectContaining({ nome: PRODUCT, qtd: 1 })],
  });
});

test('a refused card says why and keeps the bag; another card places the order', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { user, address } = await customerWithAddress(request, 'Caio Endo', freshPhone(testInfo, 2));
  await saveCard(request, user, APPROVED_CARD, 'Pessoal');
  await saveCard(request, user, DECLINED_CARD, 'Trabalho');
  await openAs(page, user, address);

  const checkout = await goToCheckout(page);
  await payWithCard(page, checkout, '1042');
  await checkout.getByRole('button', { name: 'Fazer pedido' }).click();
  await expect(checkout.getByRole('alert').filter({ hasText: DECLINED_REASON })).toBeVisible();
  await expect(toast(page, DECLINED_REASON)).toBeVisible();
  await expect(checkout.getByText(PRODUCT)).toBeVisible();
  expect(await storedBag(page)).not.toBeNull();

  await payWithCard(page, checkout, '0010');
  await expect(checkout.getByRole('alert').filter({ hasText: DECLINED_REASON })).toHaveCount(0);
  await checkout.getByRole('button', { name: 'Fazer pedido' }).click();
  await expect(page).toHaveURL(/\/tabs\/detalhes-pedido\?pedidoId=\d+$/);
  const order = await orderOf(request, user, placedOrderId(page));
  expect(order).toMatchObject({ status: 'Pendente', formaPagamento: { final: '0010' } });
});

test('pays with Pix: QR code, copy, and the screen changes by itself once paid', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { user, address } = await customerWithAddress(request, 'Bia Sato', freshPhone(testInfo, 3));
  await openAs(page, user, address);

  const checkout = await goToCheckout(page);
  await checkout.getByRole('radio', { name: 'PAGUE VIA PIX' }).check();
  const placing = page.waitForResponse(
    (response) => response.url().endsWith('/api/pedido') && response.request().method() === 'POST',
  );
  await checkout.getByRole('button', { name: 'Fazer pedido' }).click();
  const placed = await placing;
  expect(placed.status()).toBe(201);
  const pedidoId = ((await placed.json()) as { data: { id: number } }).data.id;

  const pix = pixScreen(page);
  await expect(pix.getByRole('heading', { name: /^Pague R\$.* com Pix$/ })).toBeVisible();
  await expect(pix.getByRole('img', { name: /^QR Code do Pix de R\$/ })).toBeVisible();
  // The suite's server gives a Pix 60 s (playwright.config.ts): the countdown starts just under a minute.
  await expect(pix.getByText(/^00:[0-5]\d$/)).toBeVisible();
  const code = await pix.getByLabel('Pix copia e cola').inputValue();
  expect(code).toMatch(/^000201.*6304[0-9A-F]{4}$/);
  await pix.getByRole('button', { name: 'Copiar código' }).click();
  await expect(toast(page, 'Código copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  expect(await storedBag(page)).toBeNull();
  await expectAccessible(page);

  await expect(pix.getByText(`Pedido #${pedidoId}`)).toBeVisible();
  if (!isDesktop(page))
    await expect(page).toHaveURL(new RegExp(`/pagamento-pedido-pix\\?pedidoId=${pedidoId}$`));
  expect((await orderOf(request, user, pedidoId)).status).toBe('Aguardando pagamento');
  const paid = await request.post(`/api/dev/pix/simular?pedidoId=${pedidoId}`, { headers: bearer(user) });
  expect(paid.ok(), await paid.text()).toBe(true);

  await expect(pix.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`/tabs/detalhes-pedido\\?pedidoId=${pedidoId}$`));
  expect((await orderOf(request, user, pedidoId)).status).toBe('Pendente');
});

test('a visitor is sent to login to close the order', async ({ page }) => {
  await openAs(page, null, ADDRESS);
  const bag = await fillBag(page);
  await bag.getByRole('button', { name: 'Finalizar pedido' }).click();
  await expect(toast(page, 'Faça login para fechar seu pedido.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
