import type { BagLineInput, BagPriceBody } from '@comanda/contract';
import { type LatLng, MIN_QUANTITY, withLineQuantity } from '@comanda/domain';
import { bagUnits, type StoredBag, type StoredBagLine } from './bag-store.ts';

/** §8: no bag, or a bag without a store. */
export const NO_BAG_MESSAGE = 'Seu carrinho está vazio.';
/** §8: a bag without items. */
export const BAG_EMPTY_MESSAGE = 'Sua sacola está vazia.';
/** §8: the bag was filled at another store than the current one. */
export const OTHER_STORE_MESSAGE = 'Parece que seu carrinho está salvo com outra loja.';
/** §8: checkout needs a login. */
export const CHECKOUT_LOGIN_MESSAGE = 'Faça login para fechar seu pedido.';
/** §8: a line from another store than the bag's. */
export const OTHER_STORE_CLEARED_MESSAGE =
  'Parece que o carrinho está cadastrado em outra loja. Vamos limpá-lo, tá?';

/** §4 Bag / §8 Cart of another store: asked before the address (and so the store) changes under a full bag. */
export const CHANGE_ADDRESS_CONFIRMATION = {
  title: 'Trocar de endereço',
  message: 'Parece que seu carrinho está salvo com outra loja.',
  confirmText: 'Trocar de endereço',
  cancelText: 'Cancelar',
  destructive: true,
} as const;

/** Whether the bag may open (§4 Bag) and, if not, what to say and whether the stored bag must be cleared. */
export type BagEntry = { kind: 'open' } | { kind: 'refused'; message: string; clear: boolean };

/**
 * §4 Bag on entering the bag or the checkout: no bag or no bag store → 'Seu carrinho está vazio.'; a bag while the
 * current store is missing is cleared; no items → 'Sua sacola está vazia.'; a bag of another store is cleared.
 * It mends what `isBagOfStore` cannot promise for a bag kept before (an older version, a forgotten store).
 */
export function bagEntry(bag: StoredBag | undefined, currentStoreId: number | undefined): BagEntry {
  if (!bag || bag.lojaId === null)
    return { kind: 'refused', message: NO_BAG_MESSAGE, clear: bag !== undefined };
  if (currentStoreId === undefined) return { kind: 'refused', message: NO_BAG_MESSAGE, clear: true };
  if (bagUnits(bag) <= 0) return { kind: 'refused', message: BAG_EMPTY_MESSAGE, clear: true };
  if (holdsOtherStore(bag, currentStoreId))
    return { kind: 'refused', message: OTHER_STORE_MESSAGE, clear: true };
  return { kind: 'open' };
}

/** A fresh unique id for a bag line (§3 produto_carrinho). */
export function newLineId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Whether the bag holds lines of a store other than `storeId`: switching to it must clear the bag (§4 Bag). */
export function holdsOtherStore(
  bag: Pick<StoredBag, 'lojaId' | 'itens'> | undefined,
  storeId: number,
): boolean {
  return bag !== undefined && bag.itens.length > 0 && bag.lojaId !== null && bag.lojaId !== storeId;
}

/**
 * Puts a line in the bag for store `storeId` (§4): the first item records the bag's store; a bag of another store
 * is replaced (the caller tells the customer). A line with the id of an existing one replaces it (an edit).
 */
export function putLine<L extends StoredBagLine>(
  bag: StoredBag | undefined,
  line: L,
  storeId: number,
): { bag: StoredBag; clearedOtherStore: boolean } {
  const clearedOtherStore = holdsOtherStore(bag, storeId);
  const base: StoredBag =
    bag && !clearedOtherStore && bag.itens.length > 0
      ? bag
      : { lojaId: storeId, itens: [], gift_cards: [], totais: null };
  const exists = base.itens.some((item) => item.produto_carrinho === line.produto_carrinho);
  const itens = exists
    ? base.itens.map((item) => (item.produto_carrinho === line.produto_carrinho ? line : item))
    : [...base.itens, line];
  // The bag's lines are now the current store's (a bag an older version kept without a store included).
  return { bag: { ...base, lojaId: storeId, itens }, clearedOtherStore };
}

/** The line with a new quantity (at least 1); a priced line's totals follow (`withLineQuantity`, domain). */
export function withQuantity<L extends StoredBagLine>(line: L, qtd: number): L {
  const { preco } = line;
  return preco ? withLineQuantity({ ...line, preco }, qtd) : { ...line, qtd: Math.max(MIN_QUANTITY, qtd) };
}

/** A bag line as POST /api/carrinho/calcular and POST /api/cupom take it: codes, quantities and what was shown. */
export function bagLineInput(line: StoredBagLine): BagLineInput {
  return {
    // A line an older version kept without its product code is refused by the server like any unknown product.
    cod: line.cod ?? 0,
    qtd: line.qtd,
    adicionais: line.adicionais
      .filter((extra) => extra.qtd > 0)
      .map((extra) => ({ cod: extra.cod, qtd: extra.qtd })),
    opcionais: line.opcionais.map((choice) => ({ cod: choice.cod })),
    obrigatorios: line.obrigatorios.map((choice) => ({ cod: choice.cod })),
    observacao: line.observacao,
    ...(line.preco
      ? {
          preco: { unitario: { valor: line.preco.unitario.valor }, total: { valor: line.preco.total.valor } },
        }
      : {}),
    ...(line.beneficio && line.consulta_beneficio ? { beneficio: line.consulta_beneficio } : {}),
  };
}

/**
 * What the bag sends to be priced: the current store (`isBagOfStore` says whether the bag is its), lines, the
 * applied coupon, gift-card tokens, the address's point.
 */
export function priceBody(
  bag: StoredBag,
  storeId: number,
  coupon: string | null,
  point: LatLng | null,
): BagPriceBody {
  return {
    lojaId: storeId,
    itens: bag.itens.map(bagLineInput),
    cupom: coupon,
    gift_cards: bag.gift_cards.map((card) => ({ token: card.token })),
    ...(point ? { lat: point.lat, lng: point.lng } : {}),
  };
}

/** The chosen options of a line in one readable line: '2× Cream cheese extra, Shoyu light'. */
export function describeChoices(line: {
  adicionais: readonly Pick<StoredBagLine['adicionais'][number], 'opcional' | 'qtd'>[];
  opcionais: readonly Pick<StoredBagLine['opcionais'][number], 'opcional'>[];
  obrigatorios: readonly Pick<StoredBagLine['obrigatorios'][number], 'opcional'>[];
}): string {
  const extras = line.adicionais
    .filter((extra) => extra.qtd > 0)
    .map((extra) => (extra.qtd > 1 ? `${extra.qtd}× ${extra.opcional}` : extra.opcional));
  return [
    ...line.obrigatorios.map((c) => c.opcional),
    ...line.opcionais.map((c) => c.opcional),
    ...extras,
  ].join(', ');
}
