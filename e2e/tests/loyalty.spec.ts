import { expect, test } from '@playwright/test';
import {
  CHECKOUT_CARD,
  COFFEE,
  COFFEE_BENEFIT,
  checkoutByCard,
  coffeeIntoBag,
  walletItem,
} from './loyalty-support.ts';
import {
  APPROVED_CARD,
  bearer,
  boardKey,
  CLUB_STORE,
  customerWithAddress,
  expectAccessible,
  freshPhone,
  isDesktop,
  openAs,
  orderOf,
  placeOrderByApi,
  saveCard,
  screenOf,
} from './support.ts';

/**
 * The Shinguru club (issue 26): a customer joins, an order completed on the store's board earns points, the level
 * moves, the club and its benefits show it; a benefit of the wallet goes into the bag free, the order spends it, and
 * the wallet and the statement show it all.
 */

test('a customer joins, reaches Onda with an order completed by the store, uses a benefit in an order and sees it used and in the statement', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const { user, address } = await customerWithAddress(request, 'Bruna Sato', freshPhone(testInfo, 1));
  await saveCard(request, user, APPROVED_CARD, 'Pessoal');
  await openAs(page, user, address, '/tabs/shinguru', CLUB_STORE);

  // Not a member yet: the club sends the customer to the welcome page.
  await expect(page).toHaveURL(/\/shinguru\/bem-vindo$/);
  await expect(
    page.getByRole('heading', { name: 'Seus pedidos viram pontos. Seus pontos, benefícios.' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Quero participar' }).click();
  await expect(page.getByText('Para participar, aceite os termos e condições.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Quero participar' }).click();

  await expect(page).toHaveURL(/\/tabs\/shinguru$/);
  const card = page.getByRole('region', { name: 'Nível Areia' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('0 pontos');
  await expectAccessible(page);

  // 790 points of earlier visits (the dev adjustment), then an order of R$ 18,90 completed on the board.
  const adjusted = await request.post('/api/dev/fidelidade/ajuste', {
    headers: bearer(user),
    data: { pontos: 790, motivo: 'Pontos de boas-vindas' },
  });
  expect(adjusted.ok(), await adjusted.text()).toBe(true);
  const order = await placeOrderByApi(request, user, address, { tipo: 'dinheiro' });
  const key = await boardKey(request);
  for (const status of ['Confirmado', 'Em preparo', 'Saiu para entrega', 'Concluído']) {
    const moved = await request.post('/api/operador/pedido/status', {
      headers: { 'x-operator-key': key },
      data: { pedidoId: order.id, status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  await page.reload();
  const onda = page.getByRole('region', { name: 'Nível Onda' });
  await expect(onda).toBeVisible();
  await expect(onda).toContainText('808 pontos');
  await expect(onda.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  await page.getByRole('link', { name: /Seus benefícios/ }).click();
  await expect(page).toHaveURL(/\/shinguru\/seus-beneficios$/);
  // Onda's monthly coupon is in the wallet, and listed among the level's benefits.
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Cupom de 10% no delivery' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cupom de 10% no delivery' })).toHaveCount(2);
  await expect(page.getByText('Liberado no nível Coral').first()).toBeVisible();
  await expectAccessible(page);

  // The month's coffee goes into the bag free and the order spends it.
  const bag = await coffeeIntoBag(page);
  const line = bag.getByRole('listitem').filter({ has: page.getByRole('heading', { name: COFFEE }) });
  await expect(line.getByText('Grátis')).toBeVisible();
  await expect(line.getByText('Benefício Shinguru')).toBeVisible();
  await expect(line.getByRole('button', { name: /Diminuir|Aumentar/ })).toHaveCount(0);
  await expectAccessible(page);
  const spent = await checkoutByCard(page, bag, CHECKOUT_CARD);
  const gift = await orderOf(request, user, spent);
  expect(gift.itens).toEqual([expect.objectContaining({ nome: COFFEE, beneficio: true })]);

  await page.goto('/shinguru/seus-beneficios');
  await page.getByRole('tab', { name: 'Utilizados' }).click();
  const used = walletItem(page, COFFEE_BENEFIT);
  await expect(used.getByText('Utilizado')).toBeVisible();
  await used.getByRole('button', { name: 'Ver detalhes' }).click();
  const notice = screenOf(page, 'app-modal--loyalty-info', '/modal-beneficio-utilizado');
  await expect(notice.getByRole('heading', { level: 2, name: 'Benefício utilizado' })).toBeVisible();
  await expect(notice.getByText(`no pedido #${spent}.`, { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/shinguru/extrato');
  await expect(page.getByText(`Benefício usado do pedido #${spent}: ${COFFEE_BENEFIT}`)).toBeVisible();
  await expect(page.getByText(`Benefício recebido: ${COFFEE_BENEFIT}`)).toBeVisible();
  const credit = page.getByText(`Pontos do pedido #${order.id}`);
  await expect(credit).toBeVisible();
  await expect(page.getByRole('link', { name: `Ver pedido nº ${order.id}` })).toBeVisible();
  await expect(page.getByText('Ajuste: Pontos de boas-vindas')).toBeVisible();
  await expectAccessible(page);

  // The order's details say what it earned.
  const seen = await request.get(`/api/pedido?pedidoId=${order.id}`, { headers: bearer(user) });
  expect(((await seen.json()) as { data: { pontos_shinguru: number } }).data.pontos_shinguru).toBe(18);
  if (isDesktop(page)) await expect(page.getByRole('link', { name: 'Shinguru' }).first()).toBeVisible();
});

test('the points explanation opens from the club as the spec says: a page on mobile, a modal on desktop', async ({
  page,
  request,
}, testInfo) => {
  const { user, address } = await customerWithAddress(request, 'Caio Prado', freshPhone(testInfo, 2));
  const joined = await request.put('/api/cliente', { headers: bearer(user), data: { shinguru: true } });
  expect(joined.ok()).toBe(true);
  await openAs(page, user, address, '/tabs/shinguru', CLUB_STORE);
  await page.getByRole('button', { name: 'Como funcionam os pontos' }).click();
  if (isDesktop(page)) {
    await expect(page.locator('ion-modal').getByRole('heading', { name: 'Pontos Shinguru' })).toBeVisible();
  } else {
    await expect(page).toHaveURL(/modal-info-pontos/);
    await expect(page.getByRole('heading', { name: 'Pontos Shinguru' })).toBeVisible();
  }
  await expectAccessible(page);
});
