import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  APPROVED_CARD,
  bearer,
  customerWithAddress,
  expectAccessible,
  freshPhone,
  isDesktop,
  openAs,
  pickCard,
  routeScreen,
  saveCard,
  screenOf,
  storedItem,
  toast,
} from './support.ts';

/**
 * Donations (issue 12): after a placed order the customer is asked for a donation, chooses an amount and pays it by
 * Pix or by a card in donation mode, apart from the order. Placing the order needs the Asa Norte store open
 * (11:30–23:30 in Brasília), as in checkout.spec.ts.
 */

const PRODUCT = 'Dorayaki';
const THANKS = 'Obrigado pela sua doação!';

/** A new customer with a delivery address and an approved sandbox card. */
async function customer(request: APIRequestContext, nome: string, celular: string) {
  const withAddress = await customerWithAddress(request, nome, celular);
  await saveCard(request, withAddress.user, APPROVED_CARD, 'Pessoal');
  return withAddress;
}

const donationScreen = (page: Page, route: string) => screenOf(page, 'app-modal--donation', route);

/** Places an order paid with the saved card and answers its id; the order's screen opens. */
async function placeOrder(page: Page): Promise<number> {
  await page.getByRole('button', { name: PRODUCT, exact: true }).first().click();
  const product = screenOf(page, 'app-modal--product', '/produto');
  await product.getByRole('button', { name: /^Adicionar R\$/ }).click();
  await expect(toast(page, 'Item adicionado à sacola.')).toBeVisible();
  if (isDesktop(page)) await page.getByRole('button', { name: 'Sacola', exact: true }).click();
  else await page.getByRole('button', { name: /Ver sacola/ }).click();
  const bag = screenOf(page, 'app-modal--bag', '/sacola');
  await bag.getByRole('button', { name: 'Finalizar pedido' }).click();
  const checkout = screenOf(page, 'app-modal--checkout', '/finalizar-pedido');
  await expect(checkout.getByTestId('checkout-total')).toHaveText(/R\$/);
  await checkout.getByRole('radio', { name: 'PAGUE PELO APP' }).check();
  await checkout.getByRole('button', { name: /Escolher cartão|Trocar cartão/ }).click();
  await pickCard(page, '0010');
  await checkout.getByRole('button', { name: 'Fazer pedido' }).click();
  await expect(page).toHaveURL(/\/tabs\/detalhes-pedido\?pedidoId=\d+$/);
  return Number(new URL(page.url()).searchParams.get('pedidoId'));
}

/** The question opens over the placed order; 'Quero doar', R$ 5,00 and 'Continuar' lead to the payment. */
async function chooseFiveReais(page: Page, pedidoId: number): Promise<Locator> {
  const ask = donationScreen(page, '/modal-perguntar-doacao');
  await expect(ask.getByRole('heading', { name: 'Quer ajudar com uma doação?' })).toBeVisible({
    timeout: 10_000,
  });
  if (!isDesktop(page))
    await expect(page).toHaveURL(new RegExp(`/modal-perguntar-doacao\\?pedidoId=${pedidoId}$`));
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Quero doar' }).click();

  const amount = donationScreen(page, '/modal-doacao');
  await amount.getByRole('button', { name: 'Outro valor' }).click();
  await amount.getByLabel('Valor da doação').fill('50');
  await amount.getByRole('button', { name: 'Continuar' }).click();
  await expect(amount.getByText('Escolha um valor de doação entre R$ 1,00 e R$ 500,00.')).toBeVisible();
  await amount.getByRole('button', { name: 'R$\u00a05,00' }).click();
  await expectAccessible(page);
  await amount.getByRole('button', { name: 'Continuar' }).click();

  const payment = donationScreen(page, '/modal-forma-pagamento-doacao');
  await expect(payment.getByRole('button', { name: 'Doar R$\u00a05,00' })).toBeVisible();
  return payment;
}

const donationPosted = (page: Page) =>
  page.waitForResponse(
    (response) => response.url().endsWith('/api/doacao') && response.request().method() === 'POST',
  );

test('after an order, gives R$ 5,00 by Pix and is thanked once it is paid', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { user, address } = await customer(request, 'Lia Moura', freshPhone(testInfo, 7));
  await openAs(page, user, address);
  const pedidoId = await placeOrder(page);
  const payment = await chooseFiveReais(page, pedidoId);

  await payment.getByRole('radio', { name: /Pix/ }).check();
  await expectAccessible(page);
  const posting = donationPosted(page);
  await payment.getByRole('button', { name: 'Doar R$\u00a05,00' }).click();
  const posted = await posting;
  expect(posted.status()).toBe(201);
  expect(posted.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(posted.request().postDataJSON()).toEqual({ valor: 500, pagamento: { tipo: 'pix' }, pedidoId });
  const doacaoId = ((await posted.json()) as { data: { id: number } }).data.id;

  const pix = donationScreen(page, '/modal-pagamento-pix-doacao');
  await expect(pix.getByRole('heading', { name: 'Doe R$\u00a05,00 com Pix' })).toBeVisible();
  await expect(pix.getByRole('img', { name: 'QR Code do Pix de R$\u00a05,00' })).toBeVisible();
  const code = await pix.getByLabel('Pix copia e cola').inputValue();
  await pix.getByRole('button', { name: 'Copiar código' }).click();
  await expect(toast(page, 'Código copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectAccessible(page);

  const paid = await request.post(`/api/dev/pix/simular-doacao?doacaoId=${doacaoId}`, {
    headers: bearer(user),
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await expect(pix.getByRole('heading', { name: THANKS })).toBeVisible({ timeout: 10_000 });
  await expect(toast(page, THANKS)).toBeVisible();
  await expectAccessible(page);
  // Closing goes back where the question was asked: the order just placed, not the menu.
  await pix.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await expect(pix).toBeHidden();
  if (!isDesktop(page))
    await expect(routeScreen(page, '/tabs/detalhes-pedido').getByText(`Pedido #${pedidoId}`)).toBeVisible();
});

test('after an order, gives R$ 5,00 with a card in donation mode', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const { user, address } = await customer(request, 'Rui Prado', freshPhone(testInfo, 8));
  await openAs(page, user, address);
  const pedidoId = await placeOrder(page);
  const payment = await chooseFiveReais(page, pedidoId);

  await payment.getByRole('radio', { name: /Cartão de crédito/ }).check();
  await payment.getByRole('button', { name: 'Escolher cartão' }).click();
  await pickCard(page, '0010');
  await expect(payment.getByText(/final 0010/)).toBeVisible();
  const posting = donationPosted(page);
  await payment.getByRole('button', { name: 'Doar R$\u00a05,00' }).click();
  const posted = await posting;
  expect(posted.status()).toBe(201);
  expect(posted.request().postDataJSON()).toMatchObject({
    valor: 500,
    pagamento: { tipo: 'cartao' },
    pedidoId,
  });
  await expect(toast(page, THANKS)).toBeVisible();
  await expect(payment).toBeHidden();
  // Back where the question was asked: the order just placed, not the menu.
  if (!isDesktop(page))
    await expect(routeScreen(page, '/tabs/detalhes-pedido').getByText(`Pedido #${pedidoId}`)).toBeVisible();
  const stored = await storedItem(page, 'forma-pagamento');
  expect(JSON.parse(stored ?? 'null')).toMatchObject({ forma: 'CASH' });
});
