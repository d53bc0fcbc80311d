import type { BagPriceBody, PricedBag } from '@comanda/contract';
import { toMoney } from '@comanda/domain';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { planReorder, reorderLineInput, toBagLine, unavailableItemsMessage } from './reorder.ts';
import { aLine } from './testing.ts';

const price = (cod: number) => ({ valor: 0, texto: 'R$ 0,00', unitario: 0, cod });
const combo = aLine({
  cod: 1002,
  nome: 'Combinado Tradicional 20 peças',
  qtd: 2,
  adicionais: [
    { cod: 50040, opcional: 'Cream cheese extra', qtd: 2, preco: price(50040) },
    { cod: 50041, opcional: 'Gengibre extra', qtd: 0, preco: price(50041) },
  ],
  opcionais: [
    { cod: 50019, opcional: 'Sem cebolinha', selecionado: true, preco: price(50019) },
    { cod: 50020, opcional: 'Sem gergelim', selecionado: false, preco: price(50020) },
  ],
  obrigatorios: [{ cod: 50016, opcional: 'Shoyu light', selecionado: true, preco: price(50016) }],
  observacao: 'Sem wasabi',
});
const sake = aLine({ cod: 8007, nome: 'Saquê Seco 300 ml' });
const niguiri = aLine();

/** The server: prices what it sells, refuses a line with product 8007 as the bag API does. */
const server = (refused = new Set([8007])) =>
  vi.fn(async (body: BagPriceBody): Promise<PricedBag> => {
    const bad = body.itens.find((line) => refused.has(line.cod));
    if (bad)
      throw new ApiError('Produto indisponível: Saquê Seco 300 ml não está disponível nesta loja.', 422, {
        code: 'product_unavailable',
      });
    const lines = body.itens.map((line) =>
      aLine({ cod: line.cod, qtd: line.qtd, nome: `produto ${line.cod}` }),
    );
    return {
      loja: { id: body.lojaId, nome: 'Loja' },
      itens: lines,
      totais: {} as PricedBag['totais'],
      cupom: null,
      aviso_cupom: null,
      frete_estimado: true,
      distancia_km: null,
      precos_alterados: false,
    };
  });

describe("'Pedir de novo'", () => {
  it('rebuilds the bag input of an order line: extras with units, chosen options, observation', () => {
    expect(reorderLineInput(combo)).toEqual({
      cod: 1002,
      qtd: 2,
      adicionais: [{ cod: 50040, qtd: 2 }],
      opcionais: [{ cod: 50019 }],
      obrigatorios: [{ cod: 50016 }],
      observacao: 'Sem wasabi',
    });
  });

  it('prices the whole order at once for the current store when everything is still sold', async () => {
    const priceBag = server(new Set());
    const plan = await planReorder([combo, niguiri], 3, priceBag);
    expect(priceBag).toHaveBeenCalledTimes(1);
    expect(priceBag.mock.calls[0]?.[0]).toMatchObject({ lojaId: 3, itens: [{ cod: 1002 }, { cod: 2005 }] });
    expect(plan.lines.map((line) => line.cod)).toEqual([1002, 2005]);
    expect(plan.unavailable).toEqual([]);
  });

  it('leaves out the lines the store refuses and names them', async () => {
    const priceBag = server();
    const plan = await planReorder([combo, sake, niguiri], 4, priceBag);
    expect(plan.lines.map((line) => line.cod)).toEqual([1002, 2005]);
    expect(plan.unavailable).toEqual(['Saquê Seco 300 ml']);
    expect(unavailableItemsMessage([...plan.unavailable, 'Saquê Seco 300 ml', 'Guioza'])).toBe(
      'Alguns itens não estão mais disponíveis: Saquê Seco 300 ml, Guioza',
    );
  });

  it('fails as a whole when the failure is not about a line', async () => {
    const down = vi.fn(async () => {
      throw new ApiError('Ocorreu um erro, tente novamente!', 0, { code: 'network_error' });
    });
    await expect(planReorder([niguiri], 2, down)).rejects.toThrow('Ocorreu um erro');
    expect(down).toHaveBeenCalledTimes(1);
  });

  it('makes each priced line a new bag line with its own id', () => {
    const first = toBagLine(combo);
    const second = toBagLine(combo);
    expect(first.produto_carrinho).not.toBe(second.produto_carrinho);
    expect(first).toMatchObject({ cod: 1002, qtd: 2, observacao: 'Sem wasabi', observacoes: [] });
    expect(first.adicionais[0]).toMatchObject({ cod: 50040, qtd: 2, sem_escolha: false });
    expect(first.preco.total).toEqual(toMoney(1890));
  });
});
