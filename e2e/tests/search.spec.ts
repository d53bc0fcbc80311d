import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { acceptCookies } from './support.ts';

test.beforeEach(async ({ page }) => acceptCookies(page));

interface ApiCategory {
  nome: string;
  produtos: { nome: string; descricao: string; visivel_cardapio: boolean }[];
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'Buscar no cardápio' });
const cards = (page: Page) => page.locator('article:visible');

test('keyword search: accent-free matches, empty state, Cancelar restores the menu', async ({
  page,
  request,
}) => {
  const api = await (await request.get('/api/cardapio?marcaId=4&modalidadeId=DLV')).json();
  const expected = (api.data.cardapio.categorias as ApiCategory[]).flatMap((category) =>
    category.produtos
      .filter((product) => product.visivel_cardapio)
      .filter((product) => plain(`${product.nome} ${product.descricao} ${category.nome}`).includes('salmao'))
      .map((product) => product.nome),
  );
  expect(expected.some((name) => name.includes('Salmão'))).toBe(true);

  await page.goto('/tabs/cardapio');
  await expect(page.getByRole('heading', { name: 'Cardápio', level: 1, exact: true })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  // The menu's sections arrive in steps after the first screen: read the count once it has stopped growing.
  const menuCards = await settledCount(page.locator('.menu-section article'));
  expect(menuCards).toBeGreaterThanOrEqual(40);

  await page.getByRole('button', { name: 'Buscar no cardápio' }).click();
  await expect(searchField(page)).toBeFocused();
  await expect(searchField(page)).toHaveAttribute('placeholder', 'Digite palavras-chave');
  await expect(page.getByRole('heading', { name: 'Cardápio', level: 1, exact: true })).toBeHidden();

  await searchField(page).fill('salmao');
  await expect(page.getByRole('status').filter({ hasText: 'encontrados' })).toHaveText(
    `${expected.length} produtos encontrados`,
  );
  // exactly the products whose name, description or category mention salmão, in menu order
  await expect(cards(page).locator('.product-card__open')).toHaveText(expected);
  expect(expected.length).toBeLessThan(menuCards);
  await expect(cards(page).getByRole('button', { name: 'Sashimi de Salmão 10 fatias' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await searchField(page).fill('xyzzy');
  await expect(page.getByText('Nenhum produto encontrado para "xyzzy".')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(searchField(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Cardápio', level: 1, exact: true })).toBeVisible();
  await expect(page.locator('.menu-section article:visible')).toHaveCount(menuCards);
});

test('a search result opens the product screen', async ({ page }) => {
  await page.goto('/tabs/cardapio');
  await page.getByRole('button', { name: 'Buscar no cardápio' }).click();
  await searchField(page).fill('temaki salmao grelhado');
  await expect(page.getByRole('status').filter({ hasText: 'encontrado' })).toHaveText('1 produto encontrado');
  await cards(page).getByRole('button', { name: 'Temaki Salmão Grelhado' }).click();
  await expect(page.getByRole('heading', { name: 'Temaki Salmão Grelhado' }).last()).toBeVisible();
});

/** The number of elements `locator` matches once two reads 250 ms apart agree. */
async function settledCount(locator: Locator): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await locator.count();
        const settled = now === last && now > 0;
        last = now;
        return settled;
      },
      { intervals: [250], timeout: 15_000 },
    )
    .toBe(true);
  return last;
}
