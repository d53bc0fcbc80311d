import type { MenuProduct, OptionGroup } from '@comanda/contract';
import { describe, expect, it } from 'vitest';
import { build } from '../../testing/build.ts';
import { poster } from './testing.ts';

const { app } = await build();
const post = poster(app);

/** The products the menu shows (those kept off it are given only as Shinguru benefits). */
async function menuOf(lojaId: number): Promise<MenuProduct[]> {
  const res = await app.inject({ method: 'GET', url: `/api/cardapio?marcaId=4&lojaId=${lojaId}` });
  expect(res.statusCode).toBe(200);
  const categories: Array<{ produtos: MenuProduct[] }> = res.json().data.cardapio.categorias;
  return categories.flatMap((c) => c.produtos).filter((p) => p.visivel_cardapio);
}

/** ADR 0146, written out here rather than taken from the domain: 'Obrigatório' needs max(1, min), the others min. */
const demanded = (g: OptionGroup) => (g.tipo_opcional === 'Obrigatório' ? Math.max(1, g.min) : g.min);
const isGroupRequired = (g: OptionGroup) => demanded(g) > 0;

/** The line a customer sends who taps only what the required groups demand: the first options, one unit each. */
function leastLine(product: MenuProduct) {
  const required = product.observacoes.filter(isGroupRequired);
  const pick = (g: OptionGroup) => {
    const options = g.tipo_opcional === 'Opcional' ? g.opcionais : g.obrigatorios;
    return options.slice(0, demanded(g)).map((o) => ({ cod: o.cod }));
  };
  return {
    cod: product.cod,
    qtd: 1,
    adicionais: required
      .filter((g) => g.tipo_opcional === 'Adicional')
      .map((g) => ({ cod: g.adicionais[0]!.cod, qtd: demanded(g) })),
    opcionais: required.filter((g) => g.tipo_opcional === 'Opcional').flatMap(pick),
    obrigatorios: required.filter((g) => g.tipo_opcional === 'Obrigatório').flatMap(pick),
  };
}

describe('every dish of the demo menu, as it comes (ADR 0146)', () => {
  it.each([1, 2, 3, 4, 5])(
    'store %i prices each product with only what its required groups demand',
    async (lojaId) => {
      const products = await menuOf(lojaId);
      expect(products.length).toBeGreaterThan(30);
      const refused: string[] = [];
      for (const product of products) {
        const res = await post('/api/carrinho/calcular', { lojaId, itens: [leastLine(product)] });
        if (res.statusCode !== 200) refused.push(`${product.cod} ${product.nome}: ${res.body}`);
      }
      expect(refused).toEqual([]);
    },
  );

  it('an optional group with min 0 is left empty, a required one is not', async () => {
    const products = await menuOf(1);
    const withRemovals = products.filter((p) =>
      p.observacoes.some((g) => g.tipo_opcional === 'Opcional' && g.min === 0),
    );
    expect(withRemovals.length).toBeGreaterThanOrEqual(20);
    const temaki = withRemovals.find((p) => p.observacoes.every((g) => !isGroupRequired(g)))!;
    const asItComes = await post('/api/carrinho/calcular', {
      lojaId: 1,
      itens: [{ cod: temaki.cod, qtd: 1 }],
    });
    expect(asItComes.statusCode, asItComes.body).toBe(200);

    const withRequired = products.find((p) => p.observacoes.some((g) => g.tipo_opcional === 'Obrigatório'))!;
    const missing = await post('/api/carrinho/calcular', {
      lojaId: 1,
      itens: [{ cod: withRequired.cod, qtd: 1 }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'product_options_invalid',
      message: 'Por favor preencha todos os campos.',
    });
  });
});
