import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import {
  APPROVED_CARD,
  boardKey,
  customerWithAddress,
  DELIVERY_ADDRESS,
  expectAccessible,
  freshPhone,
  isDesktop,
  ORDER_PRODUCT,
  ORDER_STORE,
  openAs,
  orderOf,
  placeOrderByApi,
  routeScreen,
  type Session,
  saveCard,
} from './support.ts';

/**
 * The store team's board at /operador (issue 13): a page of its own, entered with the store's key, listing the
 * store's orders of today, moving them by the statuses the API allows and following new orders live.
 */

/** Beside store 2 (Asa Norte): inside its delivery area. */
const ADDRESS = { ...DELIVERY_ADDRESS, lat: -15.7646, lng: -47.8773 };
const APPROVED_FINAL = '0010';
/** A store team's 13–15" laptops: the desktop project's own screen first. */
const LAPTOP_SCREENS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
];
const KEY_REFUSED = 'Chave do painel inválida. Peça uma nova chave à equipe responsável.';

interface PlacedOrder {
  user: Session;
  id: number;
  total: string;
}

/**
 * A new customer places an order of one niguiri at store 2, delivered beside it, through the API: in cash, paid in
 * the app with a saved card (charged as the order is placed), or by a Pix left unpaid.
 */
async function placeOrder(
  request: APIRequestContext,
  nome: string,
  celular: string,
  payment: 'cash' | 'card' | 'pix' = 'cash',
): Promise<PlacedOrder> {
  const { user, address } = await customerWithAddress(request, nome, celular, ADDRESS);
  let pagamento: { tipo: string; cartao_id?: number } = { tipo: payment === 'pix' ? 'pix' : 'dinheiro' };
  if (payment === 'card') {
    const card = await saveCard(request, user, APPROVED_CARD, 'Cartão do dia a dia');
    expect(card.final).toBe(APPROVED_FINAL);
    pagamento = { tipo: 'cartao', cartao_id: card.id };
  }
  const order = await placeOrderByApi(request, user, address, pagamento);
  expect(order.status).toBe(payment === 'pix' ? 'Aguardando pagamento' : 'Pendente');
  return { user, id: order.id, total: order.total.texto };
}

async function statusOf(request: APIRequestContext, order: PlacedOrder): Promise<string> {
  return (await orderOf(request, order.user, order.id)).status as string;
}

/** Opens the board and enters the key. */
async function openBoard(page: Page, key: string): Promise<void> {
  await page.goto('/operador');
  await page.getByLabel('Chave da loja').fill(key);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: ORDER_STORE.nome })).toBeVisible();
  await expect(page.getByTestId('live-indicator')).toHaveText('Ao vivo');
}

const column = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true });
const orderCard = (scope: Page | Locator, id: number): Locator =>
  scope.getByRole('article', { name: `Pedido #${id}`, exact: true });

/** The customer's details page of the order, in a browser context of its own. */
async function customerDetails(browser: Browser, order: PlacedOrder, viewport: Page) {
  const context = await browser.newContext({
    viewport: viewport.viewportSize(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await openAs(page, order.user, ADDRESS, `/tabs/detalhes-pedido?pedidoId=${order.id}`);
  return {
    page,
    status: page.getByTestId('pedido-status').filter({ visible: true }),
    close: () => context.close(),
  };
}

test('the key form refuses a wrong key with the server message and is accessible', async ({ page }) => {
  await page.goto('/operador');
  await expect(page).toHaveTitle('Painel de pedidos — Hanami Sushi');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel de pedidos' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Chave da loja').fill(`op_2_${'x'.repeat(43)}`);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(KEY_REFUSED);
  await expect(page.getByLabel('Chave da loja')).toBeFocused();
  await expectAccessible(page);
});

test('an order paid by card is advanced from Pendente to Concluído while the customer follows it live, and each step is notified', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const key = await boardKey(request);
  const order = await placeOrder(request, 'Ana Lima', freshPhone(testInfo, 1), 'card');
  await openBoard(page, key);

  const card = orderCard(page, order.id);
  await expect(orderCard(column(page, 'Pendente'), order.id)).toBeVisible();
  await expect(card).toContainText('Ana Lima');
  await expect(card).toContainText('SQN 210 Bloco B, 101, Apto 302 — Asa Norte');
  await expect(card).toContainText(`1x ${ORDER_PRODUCT.nome}`);
  await expect(card).toContainText(order.total);
  await expect(card).toContainText(`**** ${APPROVED_FINAL} — pago`);
  await expect(card.locator('time')).toHaveText(/^\d{2}:\d{2}$/);
  await expectAccessible(page);

  const steps = [
    ['Confirmar', 'Confirmado', 'Confirmado'],
    ['Iniciar preparo', 'Em preparo', 'Em preparo'],
    ['Saiu para entrega', 'Saiu para entrega / Pronto para retirar', 'Saiu para entrega'],
    ['Concluir', 'Concluído', 'Concluído'],
  ] as const;
  const customer = await customerDetails(browser, order, page);
  try {
    await expect(customer.status).toHaveText('Pendente');
    await customer.page.evaluate(() => {
      (window as { notReloaded?: boolean }).notReloaded = true;
    });
    for (const [button, columnTitle, status] of steps) {
      await card.getByRole('button', { name: button, exact: true }).click();
      await expect(orderCard(column(page, columnTitle), order.id)).toBeVisible();
      await expect(customer.status).toHaveText(status);
    }
    await expect(card.getByRole('button')).toHaveCount(0);
    expect(await customer.page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // every status the order reached is in the customer's notifications, newest first
    await customer.page.goto('/tabs/notificacoes');
    const notifications = routeScreen(customer.page, '/tabs/notificacoes');
    const ofThisOrder = notifications
      .getByRole('listitem')
      .filter({ hasText: `Pedido #${order.id}:` })
      .getByRole('heading', { level: 2 });
    await expect(ofThisOrder).toHaveText([
      `Pedido #${order.id}: Concluído`,
      `Pedido #${order.id}: Saiu para entrega`,
      `Pedido #${order.id}: Em preparo`,
      `Pedido #${order.id}: Confirmado`,
      `Pedido #${order.id}: Pendente`,
      // the card is charged after the order is recorded: it waited for its payment first
      `Pedido #${order.id}: Aguardando pagamento`,
    ]);
    await expect(notifications.getByText('Pedido concluído. Bom apetite!')).toBeVisible();
  } finally {
    await customer.close();
  }
  expect(await statusOf(request, order)).toBe('Concluído');
});

test('cancelling asks first, with a reason the customer reads beside the refund', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const key = await boardKey(request);
  const order = await placeOrder(request, 'Bruno Costa', freshPhone(testInfo, 2), 'card');
  await openBoard(page, key);
  const card = orderCard(page, order.id);

  await card.getByRole('button', { name: 'Cancelar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
  await expect(dialog).toContainText(
    `Cancelar o pedido #${order.id}? O pagamento, se houver, será estornado.`,
  );
  await expect(dialog.getByRole('button', { name: 'Voltar' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog).toBeHidden();
  await expect(orderCard(column(page, 'Pendente'), order.id)).toBeVisible();
  expect(await statusOf(request, order)).toBe('Pendente');

  await card.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await dialog.getByLabel('Motivo para o cliente (opcional)').fill('Acabou o salmão');
  await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
  const cancelled = orderCard(column(page, 'Cancelado'), order.id);
  await expect(cancelled).toBeVisible();
  await expect(cancelled).toContainText('estornado');
  expect(await statusOf(request, order)).toBe('Cancelado');

  // The customer reads why, and what happened to the money.
  const customer = await customerDetails(browser, order, page);
  try {
    await expect(customer.status).toHaveText('Cancelado');
    const shown = customer.page.locator('.ion-page:not(.ion-page-hidden)');
    await expect(shown.getByText('Seu pedido foi cancelado pela loja: Acabou o salmão.')).toBeVisible();
    const refund = shown.getByTestId('estorno');
    const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await expect(refund).toContainText(`Pagamento estornado em ${today}`);
    await expect(refund).toContainText(`${order.total} devolvidos ao seu cartão.`);
    await expect(refund).toContainText('No cartão, o estorno pode aparecer só na próxima fatura.');
    await expectAccessible(customer.page);
  } finally {
    await customer.close();
  }
});

test('an order placed while the board is open appears without a reload, highlighted', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const key = await boardKey(request);
  await openBoard(page, key);
  await page.evaluate(() => {
    (window as { boardNotReloaded?: boolean }).boardNotReloaded = true;
  });

  const order = await placeOrder(request, 'Carla Dias', freshPhone(testInfo, 3));
  const card = orderCard(column(page, 'Pendente'), order.id);
  await expect(card).toBeVisible();
  await expect(card.getByText('Novo', { exact: true })).toBeVisible();
  await expect(card).toContainText('Carla Dias');
  await expect(page.getByTestId('live-indicator')).toHaveText('Ao vivo');
  expect(await page.evaluate(() => (window as { boardNotReloaded?: boolean }).boardNotReloaded)).toBe(true);

  // the key is kept on the device: a reload opens the board again, 'Sair' forgets it
  await page.reload();
  await expect(orderCard(page, order.id)).toBeVisible();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByLabel('Chave da loja')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Chave da loja')).toBeVisible();
});

test('every column is reachable: side by side on a laptop, one under another with jump links on a phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const key = await boardKey(request);
  // a busy evening: new orders pile up, and an unpaid Pix order brings the column shown only when it has orders
  const [unpaid] = await Promise.all([
    placeOrder(request, 'Diego Rocha', freshPhone(testInfo, 4), 'pix'),
    ...['Elisa Prado', 'Fábio Nunes', 'Gabi Reis'].map((nome, n) =>
      placeOrder(request, nome, freshPhone(testInfo, 5 + n)),
    ),
  ]);
  await openBoard(page, key);
  await expect(orderCard(column(page, 'Aguardando pagamento'), unpaid.id)).toBeVisible();

  const titles = [
    'Aguardando pagamento',
    'Pendente',
    'Confirmado',
    'Em preparo',
    'Saiu para entrega / Pronto para retirar',
    'Concluído',
    'Cancelado',
  ];
  if (!isDesktop(page)) {
    // A phone: the columns stacked at full width, each one a jump link away, nothing scrolling sideways.
    const jumps = page.getByRole('navigation', { name: 'Pedidos por status' });
    await expect(jumps).toBeVisible();
    const lefts = new Set<number>();
    for (const title of titles) {
      const box = await column(page, title).boundingBox();
      expect(box, title).toBeTruthy();
      lefts.add(Math.round(box!.x));
      expect(box!.width, title).toBeGreaterThan(300);
    }
    expect(lefts.size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    return;
  }
  for (const viewport of LAPTOP_SCREENS) {
    await page.setViewportSize(viewport);
    for (const title of titles)
      await expect(
        column(page, title).getByRole('heading', { level: 2 }),
        `${title} at ${viewport.width}×${viewport.height}`,
      ).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
  }
  await expectAccessible(page);
});
