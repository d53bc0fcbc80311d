import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptCookies, expectAccessible, STORAGE_PREFIX } from './support.ts';

/**
 * Store 2 (Asa Norte) of the demo catalogue and a delivery address inside its area. On delivery it takes cash,
 * Crédito Visa, Mastercard, Elo and Amex, Débito Visa, Mastercard and Elo, and Alelo, Sodexo and Ticket Restaurante
 * as Vale-refeição (apps/api/catalog/hanami-sushi.json).
 */
const STORE = { id: 2, nome: 'Hanami Sushi Asa Norte' };
const ADDRESS = {
  logradouro: 'SQN 210 Bloco B',
  numero: '101',
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
};

/** The address and its store as the address flow leaves them, set once so later writes of the app stay. */
async function chooseAddress(page: Page): Promise<void> {
  await page.addInitScript(
    ({ prefix, store, address }) => {
      if (localStorage.getItem(`${prefix}loja`)) return;
      localStorage.setItem(`${prefix}loja`, JSON.stringify(store));
      localStorage.setItem(`${prefix}endereco`, JSON.stringify(address));
    },
    { prefix: STORAGE_PREFIX, store: STORE, address: ADDRESS },
  );
}

const storedChoice = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), `${STORAGE_PREFIX}forma-pagamento`);

const addPaymentScreen = (page: Page) =>
  page.locator('[data-route="/adicionar-pagamento"]:not(.ion-page-hidden)');

/** The group offers exactly these brands, in this order, each a button named by the brand. */
async function expectBrands(group: Locator, brands: string[]): Promise<void> {
  const buttons = group.getByRole('button');
  await expect(buttons).toHaveCount(brands.length);
  for (const [index, brand] of brands.entries()) await expect(buttons.nth(index)).toHaveAccessibleName(brand);
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test('adicionar-pagamento stores the delivery card brand or cash picked', async ({ page }) => {
  await chooseAddress(page);
  await page.goto('/adicionar-pagamento');
  const screen = addPaymentScreen(page);
  await expect(screen.getByRole('heading', { level: 1, name: 'Adicionar pagamento' })).toBeVisible();
  await expect(screen.getByText(`ao receber o pedido do ${STORE.nome}`, { exact: false })).toBeVisible();

  const credit = screen.getByRole('group', { name: 'Crédito' });
  const debit = screen.getByRole('group', { name: 'Débito' });
  const voucher = screen.getByRole('group', { name: 'Vale-refeição' });
  await expectBrands(credit, ['Visa', 'Mastercard', 'Elo', 'Amex']);
  await expectBrands(debit, ['Visa', 'Mastercard', 'Elo']);
  await expectBrands(voucher, ['Alelo', 'Sodexo', 'Ticket Restaurante']);
  await expect(voucher.getByRole('img')).toHaveCount(0); // the marks are decorative beside the names
  await expectAccessible(page);

  // Opened directly there is no screen to go back to: the pick leads to the menu.
  await debit.getByRole('button', { name: 'Mastercard' }).click();
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  expect(await storedChoice(page)).toEqual({
    tipo_forma: 'na entrega',
    tipo_forma_pgto: 'entrega',
    forma: 'DEBIT',
    label: 'Débito Mastercard',
    bandeira: 'Mastercard',
    nome: 'Mastercard',
  });

  await page.goto('/adicionar-pagamento');
  const again = addPaymentScreen(page);
  await expect(
    again.getByRole('group', { name: 'Débito' }).getByRole('button', { name: 'Mastercard' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    again.getByRole('group', { name: 'Crédito' }).getByRole('button', { name: 'Mastercard' }),
  ).toHaveAttribute('aria-pressed', 'false');
  await again.getByRole('button', { name: /Dinheiro/ }).click();
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  expect(await storedChoice(page)).toEqual({
    tipo_forma: 'na entrega',
    tipo_forma_pgto: 'entrega',
    forma: 'CASH',
    label: 'Dinheiro',
    valor: 0,
  });
});

test('adicionar-pagamento returns to the checkout it was opened from', async ({ page }) => {
  await chooseAddress(page);
  await page.goto('/adicionar-pagamento?origem=finalizar-pedido');
  const screen = addPaymentScreen(page);
  await screen.getByRole('group', { name: 'Vale-refeição' }).getByRole('button', { name: 'Alelo' }).click();
  // The checkout is for logged-in customers: a visitor is sent on to the login from there.
  await expect(page).toHaveURL(/\/(finalizar-pedido|login)$/);
  expect(await storedChoice(page)).toMatchObject({ forma: 'MEAL_VOUCHER', bandeira: 'Alelo', nome: 'Alelo' });
});

test('adicionar-pagamento without an address asks for one first', async ({ page }) => {
  await page.goto('/adicionar-pagamento');
  const screen = addPaymentScreen(page);
  await expect(screen.getByText('Escolha primeiro o endereço de entrega', { exact: false })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Informar endereço' })).toHaveAttribute(
    'href',
    '/receber-endereco',
  );
  await expectAccessible(page);
});
