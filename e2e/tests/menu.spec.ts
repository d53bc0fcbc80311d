import { expect, test } from '@playwright/test';
import { acceptCookies, expectAccessible, isDesktop, ORDER_STORE, STORAGE_PREFIX } from './support.ts';

// with Ionic's page transitions, as a customer who has not asked for less motion sees them
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => acceptCookies(page));

test('the menu lists the seeded products with R$ prices', async ({ page, request }) => {
  const api = await (await request.get('/api/cardapio?marcaId=4&modalidadeId=DLV')).json();
  const categories: Array<{
    nome: string;
    produtos: Array<{ nome: string; visivel_cardapio: boolean; preco: { texto: string } }>;
  }> = api.data.cardapio.categorias;
  await page.goto('/tabs/cardapio');

  for (const category of categories.slice(0, 3)) {
    // the menu section heading (a highlight block may repeat a category's name above it)
    await expect(page.getByRole('heading', { name: category.nome, exact: true }).last()).toBeVisible();
  }
  const product = categories[0]!.produtos.find((p) => p.visivel_cardapio)!;
  const card = page
    .getByRole('article')
    .filter({ has: page.getByText(product.nome, { exact: true }) })
    .first();
  await expect(card).toBeVisible();
  await expect(card).toContainText(product.preco.texto.replace('\u00a0', ' ').replace('R$ ', ''));
  await expect(card.getByText(/R\$/).first()).toBeVisible();

  const shown = await page.getByRole('article').count();
  expect(shown).toBeGreaterThanOrEqual(40);
});

test('the menu has no serious accessibility problems', async ({ page }) => {
  await page.goto('/tabs/cardapio');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);
});

test('the menu names the chosen store once, beside the brand', async ({ page }) => {
  await page.addInitScript(([key, store]) => window.localStorage.setItem(key, store), [
    `${STORAGE_PREFIX}loja`,
    JSON.stringify(ORDER_STORE),
  ] as const);
  await page.goto('/tabs/cardapio');
  await expect(page.getByRole('article').first()).toBeVisible();
  // the home top bar on a phone, the line under the menu's title on a desktop
  const heading = page.locator(isDesktop(page) ? '.menu__store' : '.home-header__store');
  await expect(heading.filter({ visible: true })).toHaveText('Hanami Sushi · Asa Norte');
  await expect(page.getByText('Hanami Sushi · Hanami Sushi')).toHaveCount(0);
});

test('screenshot of the menu for the README', async ({ page }) => {
  await page.goto('/tabs/cardapio');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  const file = new URL(
    `../../docs/screenshots/menu-${isDesktop(page) ? 'desktop' : 'mobile'}.png`,
    import.meta.url,
  );
  await page.screenshot({ path: file.pathname });
});

const COPY = '#comanda-primeira-tela-copia';

test("a visitor's first screen is painted from the page itself, then the app's own takes its place", async ({
  page,
}) => {
  // without the app's scripts: what the page alone paints
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/tabs/cardapio');
  const copy = page.locator(COPY);
  await expect(copy).toBeVisible();
  await expect(copy.locator('h1')).toHaveText('Cardápio');
  await expect(copy.locator('.kit-card').first()).toBeVisible();
  await expect(copy.locator(isDesktop(page) ? '.top-bar' : '.tab-bar')).toBeVisible();
  await expect(copy.locator(isDesktop(page) ? '.tab-bar' : '.top-bar')).toBeHidden();
  await expect(page.locator('ion-app')).toHaveCount(0);
  const copyKit = await copy.locator('.kit-card img').first().boundingBox();

  // with them: the app's first screen, laid out the same, and the copy gone
  await page.unroute('**/assets/*.js');
  await page.goto('/tabs/cardapio');
  await expect(page.getByRole('heading', { name: 'Cardápio', level: 1, exact: true })).toBeVisible();
  await expect(page.locator(COPY)).toHaveCount(0);
  await expect(page.locator('h1', { hasText: 'Cardápio' })).toHaveCount(1);
  expect(await page.locator('.kit-card img').first().boundingBox()).toEqual(copyKit);
});

test('a returning customer is not shown the default menu’s copy', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('hanami-loja', JSON.stringify({ id: 2, nome: 'Asa Norte' })),
  );
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/tabs/cardapio');
  await expect(page.locator(COPY)).toHaveCount(0);
});
