import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  APPROVED_CARD,
  bearer,
  CLUB_STORE,
  customerWithAddress,
  expectAccessible,
  freshPhone,
  isDesktop,
  openAs,
  orderOf,
  pickCard,
  type Session,
  saveCard,
  screenOf,
  storedItem,
  toast,
} from './support.ts';

/**
 * The Shinguru wallet (issue 26): a member uses the month's coffee, it goes into the bag free, the order spends it
 * and the wallet shows it used; a benefit no longer held leaves the bag with the spec's message.
 */

const COFFEE_BENEFIT = 'Café do mês';
const COFFEE = 'Café Gelado da Casa';
const T1 =
  'Encontramos um problema ao resgatar seu benefício. Por favor, tente realizar a reserva novamente..';

async function member(page: Page, request: Parameters<typeof customerWithAddress>[0], phone: string) {
  const { user, address } = await customerWithAddress(request, 'Helena Kato', phone);
  const joined = await request.put('/api/cliente', { headers: bearer(user), data: { shinguru: true } });
  expect(joined.ok(), await joined.text()).toBe(true);
  return { user, address };
}

/** The wallet's item card of a benefit. */
const walletItem = (page: Page, nome: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: nome }) });

/** Uses the coffee from the wallet and answers the bag screen, opened from modal-beneficio-ativado. */
async function coffeeIntoBag(page: Page): Promise<Locator> {
  const coffee = walletItem(page, COFFEE_BENEFIT);
  await expect(coffee.getByText('Disponível')).toBeVisible();
  await coffee.getByRole('button', { name: 'Usar no delivery' }).click();
  const notice = screenOf(page, 'app-modal--loyalty-info', '/modal-beneficio-ativado');
  await expect(notice.getByRole('heading', { name: 'Benefício ativado!' })).toBeVisible();
  await expect(
    notice.getByText(`${COFFEE} foi adicionado à sua sacola, por nossa conta.`, { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Ver sacola' }).click();
  const bag = screenOf(page, 'app-modal--bag', '/sacola');
  await expect(bag.getByRole('heading', { name: COFFEE })).toBeVisible();
  return bag;
}

async function heldQuery(page: Page) {
  const stored = await storedItem(page, 'beneficio-shinguru');
  return (JSON.parse(stored ?? '[]') as Array<Record<string, number>>)[0]!;
}

test('a member uses the month’s coffee: free in the bag, spent by the order, then shown used', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { user, address } = await member(page, request, freshPhone(testInfo, 1));
  await saveCard(request, user, APPROVED_CARD, 'Pessoal');
  await openAs(page, user, address, '/shinguru/seus-beneficios', CLUB_STORE);
  await expect(page.getByRole('heading', { name: 'Sua carteira' })).toBeVisible();
  await expectAccessible(page);

  const bag = await coffeeIntoBag(page);
  const line = bag.getByRole('listitem').filter({ has: page.getByRole('heading', { name: COFFEE }) });
  await expect(line.getByText('Grátis')).toBeVisible();
  await expect(line.getByText('Benefício Shinguru')).toBeVisible();
  await expect(line.getByRole('button', { name: /Diminuir|Aumentar/ })).toHaveCount(0);
  await expect(bag.getByTestId('total')).toHaveText(/R\$/);
  await expectAccessible(page);

  await bag.getByRole('button', { name: 'Finalizar pedido' }).click();
  const checkout = screenOf(page, 'app-modal--checkout', '/finalizar-pedido');
  await expect(checkout.getByText(COFFEE)).toBeVisible();
  await checkout.getByRole('radio', { name: 'PAGUE PELO APP' }).check();
  await checkout.getByRole('button', { name: /Escolher cartão|Trocar cartão/ }).click();
  await pickCard(page, '0010');
  await checkout.getByRole('button', { name: 'Fazer pedido' }).click();
  await expect(toast(page, 'Pedido realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/tabs\/detalhes-pedido\?pedidoId=\d+$/);
  const pedidoId = Number(new URL(page.url()).searchParams.get('pedidoId'));
  const order = await orderOf(request, user, pedidoId);
  expect(order.itens).toEqual([expect.objectContaining({ nome: COFFEE, beneficio: true })]);

  await page.goto('/shinguru/seus-beneficios');
  await page.getByRole('tab', { name: 'Utilizados' }).click();
  const used = walletItem(page, COFFEE_BENEFIT);
  await expect(used.getByText('Utilizado')).toBeVisible();
  await used.getByRole('button', { name: 'Ver detalhes' }).click();
  const notice = screenOf(page, 'app-modal--loyalty-info', '/modal-beneficio-utilizado');
  await expect(notice.getByRole('heading', { level: 2, name: 'Benefício utilizado' })).toBeVisible();
  await expect(notice.getByText(`no pedido #${pedidoId}.`, { exact: false })).toBeVisible();
  await expectAccessible(page);

  // The statement lists the benefit received and the order that used it.
  await page.goto('/shinguru/extrato');
  await expect(page.getByText(`Benefício usado do pedido #${pedidoId}: ${COFFEE_BENEFIT}`)).toBeVisible();
  await expect(page.getByText(`Benefício recebido: ${COFFEE_BENEFIT}`)).toBeVisible();
});

test('a benefit whose hold ended leaves the bag on entering, with the spec’s message; clearing the bag gives a hold back', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { user, address } = await member(page, request, freshPhone(testInfo, 2));
  await openAs(page, user, address, '/shinguru/seus-beneficios', CLUB_STORE);
  await coffeeIntoBag(page);
  const query = await heldQuery(page);
  // The hold ends elsewhere (another device gave it back): the stored query no longer holds the item.
  const released = await request.delete('/api/fidelidade_cupom', {
    headers: bearer(user as Session),
    params: query,
  });
  expect(released.ok()).toBe(true);

  await page.goto('/tabs/cardapio');
  if (isDesktop(page)) await page.getByRole('button', { name: 'Sacola', exact: true }).click();
  else await page.goto('/sacola');
  await expect(toast(page, T1)).toBeVisible();
  expect(await storedItem(page, 'beneficio-shinguru')).toBeNull();

  // Used again and the bag cleared: the hold is given back, the coffee is available again.
  await page.goto('/shinguru/seus-beneficios');
  const bag = await coffeeIntoBag(page);
  await bag.getByRole('button', { name: 'Limpar' }).click();
  await page.getByRole('button', { name: 'Limpar sacola' }).click();
  await expect
    .poll(async () => {
      const wallet = await request.get('/api/fidelidade_carteira', { headers: bearer(user) });
      const items = (await wallet.json()).data as Array<{ nome: string; status: string }>;
      return items.find((item) => item.nome === COFFEE_BENEFIT)?.status;
    })
    .toBe('Disponível');
});
