import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  ALWAYS_OPEN_STORE,
  acceptCookies,
  expectAccessible,
  freshPhone,
  isDesktop,
  type Session,
  STORAGE_PREFIX,
  signUpByApi,
} from './support.ts';

/**
 * After the order (issue 13): the details page follows the order live (no reload) and the history lists it with
 * 'Pedir de novo'. Orders go to store 2 (Asa Norte), which the suite's server keeps open around the clock.
 */

const STORE = { id: ALWAYS_OPEN_STORE, nome: 'Hanami Sushi Asa Norte', tempoEntrega: 40 };
/** An address inside store 2's delivery area (the offline geocoder knows it). */
const ADDRESS = {
  logradouro: 'SQN 210 Bloco B',
  numero: '101',
  complemento: 'Apto 302',
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
};
/** Sold at every store, no option groups. */
const PRODUCT = { cod: 2005, nome: 'Niguiri de Atum 2 unidades' };

const bearer = (user: Session) => ({ Authorization: `Bearer ${user.jwt}` });

interface SavedAddress {
  id: number;
  loja_id: number;
  lat: number;
  lng: number;
  [field: string]: unknown;
}

/** A new customer with a saved address near store 2 and a Pix order placed there, still waiting for its payment. */
async function customerWithPixOrder(request: APIRequestContext, nome: string, celular: string) {
  const user = await signUpByApi(request, { nome, celular });
  const saved = await request.put('/api/endereco_pedido', { headers: bearer(user), data: ADDRESS });
  expect(saved.ok(), await saved.text()).toBe(true);
  const address = ((await saved.json()) as { data: SavedAddress[] }).data[0] as SavedAddress;
  expect(address.loja_id).toBe(STORE.id);

  const itens = [{ cod: PRODUCT.cod, qtd: 1 }];
  const priced = await request.post('/api/carrinho/calcular', {
    data: { lojaId: STORE.id, itens, lat: address.lat, lng: address.lng },
  });
  expect(priced.ok(), await priced.text()).toBe(true);
  const { totais } = ((await priced.json()) as { data: { totais: { total: { valor: number } } } }).data;

  const placed = await request.post('/api/pedido', {
    headers: { ...bearer(user), 'Idempotency-Key': `e2e-pedidos-${Date.now()}` },
    data: {
      lojaId: STORE.id,
      itens,
      endereco_id: address.id,
      pagamento: { tipo: 'pix' },
      total: { valor: totais.total.valor },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; status: string } }).data;
  expect(order.status).toBe('Aguardando pagamento');
  return { user, address, pedidoId: order.id };
}

/** The store team moves the order (the operator API, with a key made for the test). */
async function storeMoves(request: APIRequestContext, pedidoId: number, ...statuses: string[]) {
  const created = await request.post(`/api/dev/operador/chave?lojaId=${STORE.id}`);
  expect(created.status(), await created.text()).toBe(201);
  const { chave } = ((await created.json()) as { data: { chave: string } }).data;
  for (const status of statuses) {
    const moved = await request.post('/api/operador/pedido/status', {
      headers: { 'x-operator-key': chave },
      data: { pedidoId, status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}

/** The app opens logged in, with the address and store 2 chosen. */
async function openAs(page: Page, user: Session, address: SavedAddress, path: string): Promise<void> {
  await acceptCookies(page);
  await page.addInitScript(
    ({ prefix, store, address, usuario }) => {
      if (localStorage.getItem(`${prefix}loja`)) return;
      localStorage.setItem(`${prefix}loja`, JSON.stringify(store));
      localStorage.setItem(`${prefix}endereco`, JSON.stringify(address));
      localStorage.setItem(`${prefix}usuario`, JSON.stringify(usuario));
    },
    { prefix: STORAGE_PREFIX, store: STORE, address, usuario: user },
  );
  await page.goto(path);
}

const routeScreen = (page: Page, route: string): Locator =>
  page.locator(`[data-route="${route}"]:not(.ion-page-hidden)`);

const steps = (screen: Locator) =>
  screen
    .getByRole('list', { name: 'Andamento do pedido' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.textContent));

test('the order details follow the order live; the history lists it and orders it again', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { user, address, pedidoId } = await customerWithPixOrder(
    request,
    'Lia Moura',
    freshPhone(testInfo, 1),
  );
  await openAs(page, user, address, `/tabs/detalhes-pedido?pedidoId=${pedidoId}`);

  const details = routeScreen(page, '/tabs/detalhes-pedido');
  await expect(details.getByRole('heading', { level: 2, name: 'Aguardando pagamento' })).toBeVisible();
  expect(await steps(details)).toEqual([
    'Etapa 1 de 4: concluída',
    'Etapa 2 de 4: não iniciada',
    'Etapa 3 de 4: não iniciada',
    'Etapa 4 de 4: não iniciada',
  ]);
  await expect(details.getByText(`Pedido #${pedidoId}`)).toBeVisible();
  await expect(details.getByText(PRODUCT.nome)).toBeVisible();
  await expect(details.getByText('Entrega em cerca de 40 min')).toBeVisible();
  await expect(details.getByText('SQN 210 Bloco B, 101 · Apto 302')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Pagar com Pix' })).toBeVisible();
  await expectAccessible(page);

  // Nothing reloads from here on: a reload would drop this mark.
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  const paid = await request.post(`/api/dev/pix/simular?pedidoId=${pedidoId}`, { headers: bearer(user) });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect(details.getByRole('heading', { level: 2, name: 'Pendente' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Pagar com Pix' })).toBeHidden();
  const history = details.getByRole('region', { name: 'Acompanhamento' });
  await expect(history.getByText('Pendente')).toBeVisible();
  await expect(history.locator('time')).toHaveCount(2);
  await expect(history.locator('time').last()).toHaveText(/^\d{2}:\d{2}, \d{2}\/\d{2}\/\d{4}$/);

  await storeMoves(request, pedidoId, 'Confirmado', 'Em preparo');
  await expect(details.getByRole('heading', { level: 2, name: 'Em preparo' })).toBeVisible();
  expect(await steps(details)).toEqual([
    'Etapa 1 de 4: concluída',
    'Etapa 2 de 4: concluída',
    'Etapa 3 de 4: em andamento',
    'Etapa 4 de 4: não iniciada',
  ]);
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await page.goto('/tabs/historico');
  const orders = routeScreen(page, '/tabs/historico');
  const card = orders.getByRole('listitem').filter({ hasText: `Pedido #${pedidoId}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Em preparo', { exact: true })).toBeVisible();
  await expect(card.getByText(STORE.nome)).toBeVisible();
  await expect(card.getByText(`1x ${PRODUCT.nome}`)).toBeVisible();
  await expect(card.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(card.getByText(/Total R\$/)).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: /Pedir de novo/ }).click();
  const bag = isDesktop(page) ? page.locator('ion-modal.app-modal--bag') : routeScreen(page, '/sacola');
  await expect(bag.getByRole('heading', { name: 'Itens' })).toBeVisible();
  await expect(bag.getByText(PRODUCT.nome)).toBeVisible();
  await expect(bag.getByTestId('total')).toHaveText(/R\$/);
  const stored = await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_PREFIX}carrinho`);
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    lojaId: STORE.id,
    itens: [{ cod: PRODUCT.cod, qtd: 1 }],
  });
});

test('the details page opens from the history; an order never placed is not found', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { user, address, pedidoId } = await customerWithPixOrder(
    request,
    'Rui Tanaka',
    freshPhone(testInfo, 2),
  );
  await openAs(page, user, address, '/tabs/historico');
  const orders = routeScreen(page, '/tabs/historico');
  await orders.getByRole('link', { name: new RegExp(`Pedido #${pedidoId}`) }).click();
  const details = routeScreen(page, '/tabs/detalhes-pedido');
  await expect(details.getByRole('heading', { level: 2, name: 'Aguardando pagamento' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tabs/detalhes-pedido\\?pedidoId=${pedidoId}$`));

  await page.goto('/tabs/detalhes-pedido?pedidoId=999999');
  await expect(routeScreen(page, '/tabs/detalhes-pedido').getByText('Pedido não encontrado.')).toBeVisible();
});

test('a Pix left unpaid cancels itself at expiry, live on the details page, and the notifications list it', async ({
  page,
  request,
}, testInfo) => {
  // The suite's server gives a Pix 60 s and reconciles every second (playwright.config.ts).
  test.setTimeout(150_000);
  const { user, address, pedidoId } = await customerWithPixOrder(
    request,
    'Ana Okada',
    freshPhone(testInfo, 3),
  );
  await openAs(page, user, address, `/tabs/detalhes-pedido?pedidoId=${pedidoId}`);
  const details = routeScreen(page, '/tabs/detalhes-pedido');
  await expect(details.getByRole('heading', { level: 2, name: 'Aguardando pagamento' })).toBeVisible();
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  await expect(details.getByRole('heading', { level: 2, name: 'Cancelado' })).toBeVisible({
    timeout: 100_000,
  });
  await expect(
    details.getByText('O prazo para pagar o Pix terminou e o pedido foi cancelado.'),
  ).toBeVisible();
  await expect(details.getByRole('button', { name: 'Pagar com Pix' })).toBeHidden();
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

  await page.goto('/tabs/notificacoes');
  const notifications = routeScreen(page, '/tabs/notificacoes');
  await expect(notifications.getByText(`Pedido #${pedidoId}: Cancelado`)).toBeVisible();
  await expect(notifications.getByText(`Pedido #${pedidoId}: Aguardando pagamento`)).toBeVisible();
});
