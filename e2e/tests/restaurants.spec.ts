import { expect, type Page, test } from '@playwright/test';
import { acceptCookies, expectAccessible, STORAGE_PREFIX } from './support.ts';

/** An address in Asa Sul with the point the address search stores (§3 Address lat/lng). */
const ASA_SUL_ADDRESS = {
  logradouro: 'SQS 308 Bloco A',
  numero: '101',
  bairro: 'Asa Sul',
  cidade: 'Brasília',
  estado: 'DF',
  lat: -15.8131,
  lng: -47.8897,
};

const STORE_NAMES = [
  'Hanami Sushi Águas Claras',
  'Hanami Sushi Asa Norte',
  'Hanami Sushi Asa Sul',
  'Hanami Sushi Pinheiros',
  'Hanami Sushi Sudoeste',
];

test.beforeEach(async ({ page }) => acceptCookies(page));

/** The cards of one screen (Ionic keeps the earlier pages of the stack in the document, hidden). */
const cards = (page: Page, route = '/tabs/restaurantes') =>
  page.locator(`[data-route="${route}"] .restaurant-card`);
const results = (page: Page) => cards(page, '/tabs/buscar-restaurante');
const detailsScreen = (page: Page) => page.locator('[data-route="/tabs/detalhes-restaurante"]');

async function store(page: Page, values: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ({ prefix, entries }) => {
      for (const [key, value] of Object.entries(entries))
        localStorage.setItem(`${prefix}${key}`, JSON.stringify(value));
    },
    { prefix: STORAGE_PREFIX, entries: values },
  );
}

async function stored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => {
    const raw = localStorage.getItem(name);
    return raw === null ? null : JSON.parse(raw);
  }, `${STORAGE_PREFIX}${key}`);
}

async function expectNoSeriousViolations(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expectAccessible(page);
}

test('tabs/restaurantes lists the five stores with open/closed, delivery time and today’s hours', async ({
  page,
}) => {
  await page.goto('/tabs/restaurantes');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurantes' })).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(STORE_NAMES);
  for (const card of await cards(page).all()) {
    await expect(card.locator('.status-badge')).toHaveText(/^(Aberto agora|Fechado)$/);
    await expect(card).toContainText(/Entrega\s*\d+ min/);
    await expect(card).toContainText(/Hoje\s*(\d\d:\d\d às \d\d:\d\d|Fechado hoje)/);
  }
  await expect(cards(page).filter({ hasText: 'Asa Norte' })).toContainText('40 min');
  await expect(page.getByText('para ver a distância até cada restaurante')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('with a current address the list shows distances, nearest first', async ({ page }) => {
  await page.goto('/tabs/restaurantes');
  await store(page, { endereco: ASA_SUL_ADDRESS });
  await page.reload();
  await expect(cards(page)).toHaveCount(5);
  await expect(cards(page).first()).toContainText('Hanami Sushi Asa Sul');
  await expect(cards(page).first()).toContainText('0 m');
  await expect(cards(page).last()).toContainText('Hanami Sushi Pinheiros');
  await expect(cards(page).last()).toContainText(/\d+,\d km/);
});

test('search by neighbourhood and by name, live, with an empty state', async ({ page }) => {
  await page.goto('/tabs/restaurantes');
  await page.getByRole('link', { name: 'Buscar por nome ou bairro' }).click();
  await expect(page).toHaveURL(/\/tabs\/buscar-restaurante$/);
  const field = page.getByRole('searchbox', { name: 'Buscar restaurante por nome ou bairro' });
  await expect(field).toBeFocused();

  await field.fill('Asa Norte');
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText('Hanami Sushi Asa Norte');
  await expect(page.getByRole('status').filter({ hasText: 'restaurante' })).toHaveText(
    '1 restaurante encontrado',
  );

  await field.fill('aguas claras');
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText('Hanami Sushi Águas Claras');

  await field.fill('Pinheiros');
  await expect(results(page)).toHaveCount(1);
  await expect(results(page)).toContainText('Hanami Sushi Pinheiros');

  await field.fill('asa');
  await expect(results(page)).toHaveCount(2);

  await field.fill('Copacabana');
  await expect(results(page)).toHaveCount(0);
  await expect(page.getByText('Nenhum restaurante encontrado para "Copacabana".')).toBeVisible();
  await expectNoSeriousViolations(page);

  await field.fill('Sudoeste');
  await results(page).first().click();
  await expect(page).toHaveURL(/\/tabs\/detalhes-restaurante\?id=3$/);
  // the list stays on screen while the details slide over it: read the details' own screen
  await expect(detailsScreen(page).getByRole('heading', { name: 'Hanami Sushi Sudoeste' })).toBeVisible();
});

test('details show the address, the phone as a link, the week’s hours and the map marker', async ({
  page,
}) => {
  await page.goto('/tabs/restaurantes');
  await cards(page).filter({ hasText: 'Hanami Sushi Asa Sul' }).click();
  await expect(page).toHaveURL(/\/tabs\/detalhes-restaurante\?id=1$/);
  const details = detailsScreen(page);
  await expect(details.getByRole('heading', { level: 2, name: 'Hanami Sushi Asa Sul' })).toBeVisible();
  await expect(details.getByText('SCLS 405 Bloco C, 12 - Loja 12')).toBeVisible();
  await expect(details.getByText('Asa Sul, Brasília - DF, 70239-530')).toBeVisible();
  await expect(details.getByRole('link', { name: /\(61\) 3345-4050/ })).toHaveAttribute(
    'href',
    'tel:+556133454050',
  );
  await expect(details.getByText(/Entrega em cerca de 45 min/)).toBeVisible();

  const rows = details.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(7);
  await expect(rows.locator('th')).toHaveText(
    ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo'].map(
      (day) => new RegExp(`^${day}( \\(hoje\\))?$`),
    ),
  );
  await expect(rows.filter({ hasText: 'Segunda-feira' }).locator('td')).toHaveText('18:00 às 23:00');
  await expect(rows.filter({ hasText: 'Terça-feira' }).locator('td')).toHaveText(
    /11:30 às 15:00\s*e\s*18:00 às 23:00/,
  );
  await expect(details.locator('tr[aria-current="date"]')).toHaveCount(1);
  // No network for tiles here: the marker and the address still show where the restaurant is.
  await expect(details.locator('.restaurant-map__pin')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Aproximar' })).toBeVisible();
  await expect(details.getByRole('link', { name: /Como chegar/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=-15.8131,-47.8897',
  );
  await expect(details.getByRole('link', { name: 'Reservar uma mesa' })).toHaveAttribute(
    'href',
    '/tabs/reservas',
  );
  await expectNoSeriousViolations(page);
});

test('order from here without an address goes to the address search', async ({ page }) => {
  await page.goto('/tabs/detalhes-restaurante?id=1');
  await page.getByRole('button', { name: 'Pedir neste restaurante' }).click();
  await expect(page).toHaveURL(/\/buscar-endereco$/);
});

test('order from here stores the restaurant and opens its menu', async ({ page }) => {
  await page.goto('/tabs/detalhes-restaurante?id=2');
  await store(page, { endereco: ASA_SUL_ADDRESS });
  await page.getByRole('button', { name: 'Pedir neste restaurante' }).click();
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  expect(await stored(page, 'loja')).toMatchObject({
    id: 2,
    nome: 'Hanami Sushi Asa Norte',
    frete: { valor: 890 },
    metodo_pagamento: 'mundipagg',
  });
});

test('order from a restaurant outside the address’s area explains it and offers another address', async ({
  page,
}) => {
  await page.goto('/tabs/detalhes-restaurante?id=5');
  await store(page, { endereco: ASA_SUL_ADDRESS, loja: { id: 1, nome: 'Hanami Sushi Asa Sul' } });
  await page.getByRole('button', { name: 'Pedir neste restaurante' }).click();
  await expect(page.getByRole('alert')).toContainText('Este restaurante não entrega no seu endereço.');
  expect(await stored(page, 'loja')).toMatchObject({ id: 1 });
  await page.getByRole('link', { name: 'Alterar endereço' }).click();
  await expect(page).toHaveURL(/\/buscar-endereco$/);
});

test('order from here with a bag of another store asks before clearing it', async ({ page }) => {
  const bag = {
    lojaId: 2,
    itens: [{ produto_carrinho: 'linha-1', cod: 101, qtd: 2, nome: 'Temaki Kani', observacoes: [] }],
    gift_cards: [],
  };
  await page.goto('/tabs/detalhes-restaurante?id=1');
  await store(page, { endereco: ASA_SUL_ADDRESS, carrinho: bag });
  const order = page.getByRole('button', { name: 'Pedir neste restaurante' });

  await order.click();
  const dialog = page.getByRole('alertdialog', { name: 'Trocar de endereço' });
  await expect(dialog).toContainText('Parece que seu carrinho está salvo com outra loja.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tabs\/detalhes-restaurante\?id=1$/);
  expect(await stored(page, 'carrinho')).toMatchObject({ lojaId: 2 });

  await order.click();
  await page
    .getByRole('alertdialog', { name: 'Trocar de endereço' })
    .getByRole('button', { name: 'Trocar de endereço' })
    .click();
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
  expect(await stored(page, 'carrinho')).toBeNull();
  expect(await stored(page, 'loja')).toMatchObject({ id: 1, nome: 'Hanami Sushi Asa Sul' });
});

test('the brand page tells the story and links to reservations and the restaurants', async ({ page }) => {
  await page.goto('/tabs/institucional-hanami-sushi');
  await expect(page.getByRole('heading', { level: 1, name: 'Sobre o Hanami Sushi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nossa história' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fazer uma reserva' })).toHaveAttribute(
    'href',
    '/tabs/reservas',
  );
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Nossos restaurantes' }).click();
  await expect(page).toHaveURL(/\/tabs\/restaurantes$/);
  await expect(cards(page)).toHaveCount(5);
});

test('the brand page is linked from the restaurant list', async ({ page }) => {
  await page.goto('/tabs/restaurantes');
  await page
    .locator('[data-route="/tabs/restaurantes"]')
    .getByRole('link', { name: 'Sobre o Hanami Sushi' })
    .click();
  await expect(page).toHaveURL(/\/tabs\/institucional-hanami-sushi$/);
});

test('an unknown brand page goes to the menu', async ({ page }) => {
  await page.goto('/tabs/institucional-outra-marca');
  await expect(page).toHaveURL(/\/tabs\/cardapio$/);
});
