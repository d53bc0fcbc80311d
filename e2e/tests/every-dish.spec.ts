import { expect, type Locator, type Page, test } from '@playwright/test';
import { ALWAYS_OPEN_STORE, acceptCookies, isDesktop, STORAGE_PREFIX } from './support.ts';

/** The parts of the menu's option groups (§3) this spec reads. */
interface Group {
  id: number;
  nome: string;
  tipo_opcional: 'Adicional' | 'Opcional' | 'Obrigatório';
  min: number;
  adicionais: { opcional: string }[];
  opcionais: { opcional: string }[];
  obrigatorios: { opcional: string }[];
}
interface Product {
  cod: number;
  nome: string;
  visivel_cardapio: boolean;
  observacoes: Group[];
}

/** ADR 0146, written out here: an 'Obrigatório' group needs max(1, min) choices, the other kinds their `min`. */
const demanded = (g: Group) => (g.tipo_opcional === 'Obrigatório' ? Math.max(1, g.min) : g.min);

const productScreen = (page: Page): Locator =>
  isDesktop(page)
    ? page.locator('ion-modal.app-modal--product')
    : page.locator('[data-route="/produto"]:not(.ion-page-hidden)');

const bagLines = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{"itens":[]}') as { itens: unknown[] }).itens.length,
    `${STORAGE_PREFIX}carrinho`,
  );

/** Taps what the group demands and nothing more: its first options, one unit or choice each. */
async function tapWhatIsDemanded(section: Locator, group: Group): Promise<void> {
  const count = demanded(group);
  if (group.tipo_opcional === 'Adicional') {
    const add = section.getByRole('button', {
      name: `Adicionar ${group.adicionais[0]!.opcional}`,
      exact: true,
    });
    for (let i = 0; i < count; i += 1) await add.click();
    return;
  }
  const choices = group.tipo_opcional === 'Opcional' ? group.opcionais : group.obrigatorios;
  for (const choice of choices.slice(0, count))
    await section.getByLabel(choice.opcional, { exact: true }).check();
}

test('every dish of the menu goes to the bag with only what its required groups demand', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const menu = await request.get(`/api/cardapio?marcaId=4&lojaId=${ALWAYS_OPEN_STORE}`);
  const categories: { produtos: Product[] }[] = (await menu.json()).data.cardapio.categorias;
  // The dishes the menu shows (the products only loyalty benefits give are hidden from it): the demo brand's 67, and
  // any the back office's tests created before this one (each goes through the same taps).
  const products = categories.flatMap((c) => c.produtos).filter((p) => p.visivel_cardapio);
  expect(products.length).toBeGreaterThanOrEqual(67);

  await acceptCookies(page);
  await page.addInitScript(
    ({ prefix, store }) => {
      localStorage.setItem(`${prefix}loja`, JSON.stringify(store));
      localStorage.setItem(
        `${prefix}endereco`,
        JSON.stringify({
          logradouro: 'SQN 210 Bloco B',
          numero: '101',
          bairro: 'Asa Norte',
          cidade: 'Brasília',
        }),
      );
    },
    { prefix: STORAGE_PREFIX, store: { id: ALWAYS_OPEN_STORE, nome: 'Hanami Sushi Asa Norte' } },
  );
  await page.goto('/tabs/cardapio');

  for (const [index, product] of products.entries()) {
    await page.getByRole('button', { name: product.nome, exact: true }).first().click();
    const screen = productScreen(page);
    await expect(screen.getByRole('heading', { level: 1, name: product.nome })).toBeVisible();
    // Options are tapped once the screen has come to rest, as a customer's finger would.
    await page.waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { polling: 'raf' },
    );
    for (const group of product.observacoes) {
      const section = screen.locator(`section[aria-labelledby="grupo-${group.id}"]`);
      // The badge says 'Obrigatório' exactly where the catalogue demands a choice.
      await expect(section.locator('.option-group__badge'), `${product.nome} · ${group.nome}`).toHaveCount(
        demanded(group) > 0 ? 1 : 0,
      );
      if (demanded(group) > 0) await tapWhatIsDemanded(section, group);
    }
    await screen.getByRole('button', { name: /^Adicionar R\$/ }).click();
    await expect.poll(() => bagLines(page), product.nome).toBe(index + 1);
    await screen.waitFor({ state: 'hidden' });
  }
});
