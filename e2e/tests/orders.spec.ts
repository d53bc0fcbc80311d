import { type APIRequestContext, expect, type Locator, test } from '@playwright/test';
import {
  boardKey,
  customerWithAddress,
  expectAccessible,
  freshPhone,
  isDesktop,
  ORDER_PRODUCT,
  ORDER_STORE,
  openAs,
  payPix,
  placeOrderByApi,
  routeScreen,
  screenOf,
  storedItem,
} from './support.ts';

// with Ionic's page transitions, as a customer who has not asked for less motion sees them
test.use({ reducedMotion: 'no-preference' });

/**
 * After the order (issue 13): the details page follows the order live (no reload) and the history lists it with
 * 'Pedir de novo'. Orders go to store 2 (Asa Norte), which the suite's server keeps open around the clock.
 */

/** A new customer with a saved address near store 2 and a Pix order placed there, still waiting for its payment. */
async function customerWithPixOrder(request: APIRequestContext, nome: string, celular: string) {
  const { user, address } = await customerWithAddress(request, nome, celular);
  const order = await placeOrderByApi(request, user, address, { tipo: 'pix' });
  expect(order.status).toBe('Aguardando pagamento');
  return { user, address, pedidoId: order.id };
}

/** The store team moves the order (the operator API, with a key made for the test). */
async function storeMoves(request: APIRequestContext, pedidoId: number, ...statuses: string[]) {
  const chave = await boardKey(request);
  for (const status of statuses) {
    const moved = await request.post('/api/operador/pedido/status', {
      headers: { 'x-operator-key': chave },
      data: { pedidoId, status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
}

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
  await expect(details.getByText(ORDER_PRODUCT.nome)).toBeVisible();
  await expect(details.getByText('Entrega em cerca de 40 min')).toBeVisible();
  await expect(details.getByText('SQN 210 Bloco B, 101 · Apto 302')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Pagar com Pix' })).toBeVisible();
  await expectAccessible(page);

  // Nothing reloads from here on: a reload would drop this mark.
  await page.evaluate(() => {
    (window as { notReloaded?: boolean }).notReloaded = true;
  });
  await payPix(request, user, pedidoId);
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
  await expect(card.getByText(ORDER_STORE.nome)).toBeVisible();
  await expect(card.getByText(`1x ${ORDER_PRODUCT.nome}`)).toBeVisible();
  await expect(card.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(card.getByText(/Total R\$/)).toBeVisible();
  await expectAccessible(page);

  await card.getByRole('button', { name: /Pedir de novo/ }).click();
  const bag = screenOf(page, 'app-modal--bag', '/sacola');
  await expect(bag.getByRole('heading', { name: 'Itens' })).toBeVisible();
  await expect(bag.getByText(ORDER_PRODUCT.nome)).toBeVisible();
  await expect(bag.getByTestId('total')).toHaveText(/R\$/);
  const stored = await storedItem(page, 'carrinho');
  expect(JSON.parse(stored ?? 'null')).toMatchObject({
    lojaId: ORDER_STORE.id,
    itens: [{ cod: ORDER_PRODUCT.cod, qtd: 1 }],
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

test("a checkout or order link paints its screen's frame from the page, then the app's screen takes its place", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { user, address, pedidoId } = await customerWithPixOrder(
    request,
    'Iara Sato',
    freshPhone(testInfo, 4),
  );
  const frame = page.locator('#comanda-primeira-tela-copia');
  const path = `/tabs/detalhes-pedido?pedidoId=${pedidoId}`;

  // without the app's scripts: what the page alone paints (phones only: a desktop draws these in its own layout)
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const [address, title, cards] of [
    ['/finalizar-pedido', 'Finalizar pedido', 3],
    [path, 'Detalhes do pedido', 4],
  ] as const) {
    await page.goto(address);
    if (isDesktop(page)) await expect(frame).toBeHidden();
    else {
      await expect(frame.locator('.screen-frame__bar')).toHaveText(title);
      await expect(frame.locator('.screen-frame__card')).toHaveCount(cards);
    }
  }

  // with them: the order's screen, and the frame gone
  await page.unroute('**/assets/*.js');
  await openAs(page, user, address, path);
  const details = routeScreen(page, '/tabs/detalhes-pedido');
  await expect(details.getByRole('heading', { level: 2, name: 'Aguardando pagamento' })).toBeVisible();
  await expect(frame).toHaveCount(0);
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
