import { describe, expect, it } from 'vitest';
import { readStored, writeStored } from '../../testing/stored.ts';
import {
  addGiftCard,
  addLine,
  applyCoupon,
  clearBag,
  dropLastGiftCard,
  editLine,
  reconcileWithServer,
  removeLine,
  restoreBag,
  setLineQuantity,
  switchStore,
  takeBagSnapshot,
} from './bag-commands.ts';
import type { BagLine, StoredBag } from './bag-store.ts';

const money = (valor: number) => ({ valor, texto: `R$ ${(valor / 100).toFixed(2).replace('.', ',')}` });
const line = (id: string, unit = 1000, qtd = 1): BagLine => ({
  produto_carrinho: id,
  tipo: 'Individual',
  cod: 1002,
  id: 1002,
  produto: 'Combinado',
  nome: `Combinado ${id}`,
  imagem: '',
  alt: '',
  categoria: 'Combinados',
  categoriaId: 1,
  kit_delivery: false,
  promocional: false,
  beneficio: false,
  preco: { unitario: money(unit), total: money(unit * qtd) },
  desconto: { unitario: money(0), total: money(0) },
  qtd,
  adicionais: [],
  opcionais: [],
  obrigatorios: [],
  observacao: '',
  observacoes: [],
});
const discount = {
  tipo: 'fixo',
  desconto: money(1500),
  frete: null,
  cupom: 'HANAMI15',
  cupomId: 2,
  categoriaId: null,
  codProduto: null,
  descricao: 'R$ 15,00 de desconto',
  valor_desconto: money(1500),
} as const;

const bag = () => readStored<StoredBag>('carrinho');
const ids = () => bag()?.itens.map((item) => item.produto_carrinho);

describe('bag commands', () => {
  it('adds lines for a store and edits the line with the same id, wherever it is', () => {
    addLine(line('a'), 2);
    addLine(line('b'), 2);
    expect(bag()).toMatchObject({ lojaId: 2, totais: null });
    expect(ids()).toEqual(['a', 'b']);

    editLine({ ...line('a'), observacao: 'sem wasabi' }, 2);
    expect(ids()).toEqual(['a', 'b']);
    expect(bag()?.itens[0]?.observacao).toBe('sem wasabi');
  });

  it('empties a bag of another store, its coupon with it, before adding', () => {
    addLine(line('a'), 1);
    applyCoupon(discount);
    writeStored('beneficio-shinguru', [{ id: 9 }]);
    expect(addLine(line('b'), 2)).toEqual({ clearedOtherStore: true });
    expect(bag()).toMatchObject({ lojaId: 2 });
    expect(ids()).toEqual(['b']);
    expect(readStored('desconto')).toBeUndefined();
    expect(readStored('beneficio-shinguru')).toBeUndefined();
  });

  it('sets the quantity of the line with that id, its total from the domain, never below 1', () => {
    addLine(line('a', 1000), 2);
    addLine(line('b', 2500), 2);
    setLineQuantity('b', 3);
    expect(bag()?.itens.map((item) => [item.produto_carrinho, item.qtd, item.preco?.total.valor])).toEqual([
      ['a', 1, 1000],
      ['b', 3, 7500],
    ]);
    setLineQuantity('b', 0);
    expect(bag()?.itens[1]).toMatchObject({ qtd: 1, preco: { total: { valor: 2500 } } });
  });

  it('removes the line with that id; removing the last empties the bag and its coupon', () => {
    addLine(line('a'), 2);
    addLine(line('b'), 2);
    applyCoupon(discount);
    expect(removeLine('a')).toEqual({ emptied: false });
    expect(ids()).toEqual(['b']);
    expect(removeLine('b')).toEqual({ emptied: true });
    expect(bag()).toBeUndefined();
    expect(readStored('desconto')).toBeUndefined();
  });

  it("writes the server's prices back by line id, even when the order differs", () => {
    addLine(line('a', 1000), 2);
    addLine(line('b', 2000), 2);
    addLine(line('c', 3000), 2);
    reconcileWithServer([
      {
        produto_carrinho: 'c',
        qtd: 1,
        preco: { unitario: money(3200), total: money(3200) },
        desconto: line('c').desconto,
      },
      {
        produto_carrinho: 'a',
        qtd: 1,
        preco: { unitario: money(1100), total: money(1100) },
        desconto: line('a').desconto,
      },
    ]);
    expect(bag()?.itens.map((item) => [item.produto_carrinho, item.preco?.unitario.valor])).toEqual([
      ['a', 1100],
      ['b', 2000],
      ['c', 3200],
    ]);
  });

  it('keeps a line whose quantity changed since it was priced', () => {
    addLine(line('a', 1000), 2);
    setLineQuantity('a', 2);
    reconcileWithServer([
      {
        produto_carrinho: 'a',
        qtd: 1,
        preco: { unitario: money(1100), total: money(1100) },
        desconto: line('a').desconto,
      },
    ]);
    expect(bag()?.itens[0]).toMatchObject({ qtd: 2, preco: { total: { valor: 2000 } } });
  });

  it('switching store empties only a bag of another store', () => {
    addLine(line('a'), 2);
    expect(switchStore(2)).toBe(false);
    expect(ids()).toEqual(['a']);
    expect(switchStore(5)).toBe(true);
    expect(bag()).toBeUndefined();
  });

  it('adds a gift card once, and drops the last one the server refused', () => {
    const card = { token: 't'.repeat(30), numero_cartao_mascarado: '**** 2222' };
    expect(addGiftCard(card)).toBe('no-bag');
    addLine(line('a'), 2);
    expect(addGiftCard(card)).toBe('added');
    expect(addGiftCard({ ...card, token: 'u'.repeat(30) })).toBe('duplicate');
    expect(bag()?.gift_cards).toEqual([card]);
    expect(dropLastGiftCard()).toBe(true);
    expect(bag()?.gift_cards).toEqual([]);
    expect(dropLastGiftCard()).toBe(false);
  });

  it('clearing removes the lines, the coupon and the reserved benefits', () => {
    addLine(line('a'), 2);
    applyCoupon(discount);
    writeStored('beneficio-shinguru', [{ id: 9 }]);
    clearBag();
    expect(bag()).toBeUndefined();
    expect(readStored('desconto')).toBeUndefined();
    expect(readStored('beneficio-shinguru')).toBeUndefined();
  });

  it('a snapshot of the bag and its coupon fills an empty bag again, never one started since', () => {
    expect(takeBagSnapshot()).toBeNull();
    addLine(line('a', 1000, 2), 2);
    applyCoupon(discount);
    const snapshot = takeBagSnapshot();
    expect(snapshot).toMatchObject({ carrinho: { lojaId: 2 }, desconto: { cupom: 'HANAMI15' } });
    clearBag();

    expect(restoreBag(snapshot as NonNullable<typeof snapshot>)).toBe(true);
    expect(ids()).toEqual(['a']);
    expect(bag()?.itens[0]?.qtd).toBe(2);
    expect(readStored('desconto')).toMatchObject({ cupom: 'HANAMI15' });

    removeLine('a');
    addLine(line('b'), 2);
    expect(restoreBag(snapshot as NonNullable<typeof snapshot>)).toBe(false);
    expect(ids()).toEqual(['b']);
  });
});
