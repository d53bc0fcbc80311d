import { describe, expect, it } from 'vitest';
import {
  bagEntry,
  describeChoices,
  holdsOtherStore,
  OTHER_STORE_CLEARED_MESSAGE,
  priceBody,
  putLine,
  withQuantity,
} from './bag-rules.ts';
import { type BagLine, isBagOfStore, type StoredBag } from './bag-store.ts';

const money = (valor: number) => ({ valor, texto: '' });
const line = (id: string, cod = 1002, qtd = 1): BagLine => ({
  produto_carrinho: id,
  tipo: 'Individual',
  cod,
  id: cod,
  produto: 'Combinado',
  nome: 'Combinado',
  imagem: '',
  alt: '',
  categoria: 'Combinados',
  categoriaId: 1,
  kit_delivery: false,
  promocional: false,
  beneficio: false,
  preco: { unitario: money(1000), total: money(1000 * qtd) },
  desconto: { unitario: money(0), total: money(0) },
  qtd,
  adicionais: [
    {
      cod: 31,
      opcional: 'Cream cheese',
      qtd: 2,
      preco: { unitario: 400 },
      sem_escolha: false,
    },
  ],
  opcionais: [{ cod: 21, opcional: 'Tarê', selecionado: true, preco: { unitario: 0 } }],
  obrigatorios: [{ cod: 11, opcional: 'Shoyu light', selecionado: true, preco: { unitario: 0 } }],
  observacao: '',
  observacoes: [],
});
const bagOf = (lojaId: number | null, itens: BagLine[]): StoredBag => ({
  lojaId,
  itens,
  gift_cards: [],
});

describe('§4 Bag on entering', () => {
  it.each([
    ['no bag', undefined, 2, 'Seu carrinho está vazio.', false],
    ['a bag without store', bagOf(null, [line('a')]), 2, 'Seu carrinho está vazio.', true],
    ['no current store', bagOf(2, [line('a')]), undefined, 'Seu carrinho está vazio.', true],
    ['no items', bagOf(2, []), 2, 'Sua sacola está vazia.', true],
    ['another store', bagOf(1, [line('a')]), 2, 'Parece que seu carrinho está salvo com outra loja.', true],
  ] as const)('refuses %s', (_case, bag, store, message, clear) => {
    expect(bagEntry(bag, store)).toEqual({ kind: 'refused', message, clear });
  });

  it('opens a bag of the current store with items', () => {
    expect(bagEntry(bagOf(2, [line('a')]), 2)).toEqual({ kind: 'open' });
  });
});

describe("the current store and the bag's store (one rule)", () => {
  it('orders a bag only from the store its lines were put at, and only while it is the current one', () => {
    expect(isBagOfStore(bagOf(2, [line('a')]), 2)).toBe(true);
    expect(isBagOfStore(bagOf(1, [line('a')]), 2)).toBe(false);
    expect(isBagOfStore(bagOf(2, [line('a')]), undefined)).toBe(false);
    expect(isBagOfStore(bagOf(null, [line('a')]), 2)).toBe(false);
    expect(isBagOfStore(bagOf(2, []), 2)).toBe(false);
    expect(isBagOfStore(undefined, 2)).toBe(false);
  });

  it('a bag of another store is cleared on entering, on adding a line and on a store change', () => {
    const other = bagOf(1, [line('a')]);
    expect(bagEntry(other, 2)).toMatchObject({ kind: 'refused', clear: true });
    expect(putLine(other, line('b'), 2)).toMatchObject({ clearedOtherStore: true, bag: { lojaId: 2 } });
    expect(holdsOtherStore(other, 2)).toBe(true);
    expect(OTHER_STORE_CLEARED_MESSAGE).toBe(
      'Parece que o carrinho está cadastrado em outra loja. Vamos limpá-lo, tá?',
    );
  });

  it("after a line is put, the bag is the current store's, whatever an older version kept", () => {
    for (const kept of [undefined, bagOf(null, [line('a')]), bagOf(1, [line('a')]), bagOf(2, [line('a')])]) {
      const { bag } = putLine(kept, line('b'), 2);
      expect(isBagOfStore(bag, 2)).toBe(true);
    }
  });

  it("prices for the store it is given (the current one), not for the bag's", () => {
    expect(priceBody(bagOf(1, [line('a')]), 2, null, null).lojaId).toBe(2);
  });
});

describe('putting a line in the bag', () => {
  it('records the store with the first item', () => {
    expect(putLine(undefined, line('a'), 2)).toEqual({
      bag: { lojaId: 2, itens: [line('a')], gift_cards: [], totais: null },
      clearedOtherStore: false,
    });
  });

  it('clears a bag of another store first', () => {
    const result = putLine(bagOf(1, [line('a')]), line('b'), 2);
    expect(result.clearedOtherStore).toBe(true);
    expect(result.bag.lojaId).toBe(2);
    expect(result.bag.itens.map((item) => item.produto_carrinho)).toEqual(['b']);
  });

  it('replaces the line being edited and appends new ones', () => {
    const edited = { ...line('a'), qtd: 3 };
    const result = putLine(bagOf(2, [line('a'), line('b')]), edited, 2);
    expect(result.bag.itens.map((item) => [item.produto_carrinho, item.qtd])).toEqual([
      ['a', 3],
      ['b', 1],
    ]);
  });
});

describe('bag lines', () => {
  it('recomputes the total when the quantity changes, never below 1', () => {
    expect(withQuantity(line('a'), 3).preco.total.valor).toBe(3000);
    expect(withQuantity(line('a'), 0).qtd).toBe(1);
  });

  it('describes the choices of a line', () => {
    expect(describeChoices(line('a'))).toBe('Shoyu light, Tarê, 2× Cream cheese');
  });

  it('sends codes, quantities, the coupon and the gift-card tokens to be priced', () => {
    const bag = {
      ...bagOf(2, [line('a', 1002, 2)]),
      gift_cards: [{ token: 't'.repeat(30), numero_cartao_mascarado: '**** 2222' }],
    };
    expect(priceBody(bag, 2, 'HANAMI15', { lat: -15.7, lng: -47.8 })).toEqual({
      lojaId: 2,
      itens: [
        {
          cod: 1002,
          qtd: 2,
          adicionais: [{ cod: 31, qtd: 2 }],
          opcionais: [{ cod: 21 }],
          obrigatorios: [{ cod: 11 }],
          observacao: '',
          preco: { unitario: { valor: 1000 }, total: { valor: 2000 } },
        },
      ],
      cupom: 'HANAMI15',
      gift_cards: [{ token: 't'.repeat(30) }],
      lat: -15.7,
      lng: -47.8,
    });
  });
});
