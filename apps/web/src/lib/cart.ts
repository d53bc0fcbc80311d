import type { CartLineInput, MenuProduct, OptionGroup, WireCartTotals } from '@comanda/contract';
import type { CartLine } from '@comanda/domain';
import { readStored, removeStored, writeStored } from './storage.ts';
import { useStored } from './use-stored.ts';

/** The menu fields a bag line keeps besides the §3 Cart line ones. */
type LineProduct = Pick<
  MenuProduct,
  | 'cod'
  | 'id'
  | 'produto'
  | 'nome'
  | 'imagem'
  | 'alt'
  | 'categoria'
  | 'categoriaId'
  | 'kit_delivery'
  | 'promocional'
  | 'beneficio'
  | 'preco'
>;

/**
 * A bag line (§3 Cart line) as the device keeps it: `produto_carrinho` is its unique id and `observacoes` the
 * product's option groups with the customer's selections, so editing can reopen the product screen with them.
 */
export type StoredCartLine = CartLine<LineProduct> & {
  produto_carrinho: string;
  observacoes: OptionGroup[];
};

/** A gift card accepted for the bag: the server's token stands in for its password. */
export interface StoredGiftCard {
  token: string;
  numero_cartao_mascarado: string;
}

/** The bag kept under `carrinho` (§3 Local storage): the store its first item recorded, lines, gift cards. */
export interface StoredCart {
  lojaId: number | null;
  itens: StoredCartLine[];
  gift_cards: StoredGiftCard[];
  /** The server's last totals (§3 Cart totals), shown until the next calculation answers. */
  totais?: WireCartTotals | null;
}

/** §8: a line from another store than the bag's. */
export const OTHER_STORE_CLEARED_MESSAGE =
  'Parece que o carrinho está cadastrado em outra loja. Vamos limpá-lo, tá?';

function isCart(value: unknown): value is StoredCart {
  return typeof value === 'object' && value !== null && Array.isArray((value as StoredCart).itens);
}

function normalise(value: unknown): StoredCart | undefined {
  if (!isCart(value)) return undefined;
  return { ...value, gift_cards: Array.isArray(value.gift_cards) ? value.gift_cards : [] };
}

export function readCart(): StoredCart | undefined {
  return normalise(readStored('carrinho'));
}

export function useCart(): StoredCart | undefined {
  return normalise(useStored<StoredCart>('carrinho'));
}

export function writeCart(cart: StoredCart): void {
  writeStored('carrinho', cart);
}

/** Units in the bag (the bag total's qtd). */
export function cartUnits(cart: StoredCart | undefined): number {
  return cart?.itens.reduce((sum, line) => sum + line.qtd, 0) ?? 0;
}

/**
 * Empties the bag (§4): lines, totals, gift cards, the applied coupon (`desconto`) and the loyalty benefits
 * reserved for it (`beneficio-shinguru`).
 */
export function clearCart(): void {
  removeStored('carrinho');
  removeStored('desconto');
  removeStored('beneficio-shinguru');
}

/** A fresh unique id for a bag line (§3 produto_carrinho). */
export function newCartLineId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Whether the bag holds lines of a store other than `storeId`: switching to it must clear the bag (§4 Bag). */
export function holdsOtherStore(
  cart: Pick<StoredCart, 'lojaId' | 'itens'> | undefined,
  storeId: number,
): boolean {
  return cart !== undefined && cart.itens.length > 0 && cart.lojaId !== null && cart.lojaId !== storeId;
}

/** §4 Bag / §8 Cart of another store: asked before the address (and so the store) changes under a full bag. */
export const CHANGE_ADDRESS_CONFIRMATION = {
  title: 'Trocar de endereço',
  message: 'Parece que seu carrinho está salvo com outra loja.',
  confirmText: 'Trocar de endereço',
  cancelText: 'Cancelar',
  destructive: true,
} as const;

/**
 * Puts a line in the bag for store `storeId` (§4): the first item records the bag's store; a bag of another store
 * is cleared first (the caller tells the customer). A line with the id of an existing one replaces it (an edit).
 */
export function putLineInCart(
  cart: StoredCart | undefined,
  line: StoredCartLine,
  storeId: number,
): { cart: StoredCart; clearedOtherStore: boolean } {
  const clearedOtherStore = holdsOtherStore(cart, storeId);
  const base: StoredCart =
    cart && !clearedOtherStore && cart.itens.length > 0
      ? cart
      : { lojaId: storeId, itens: [], gift_cards: [], totais: null };
  const exists = base.itens.some((item) => item.produto_carrinho === line.produto_carrinho);
  const itens = exists
    ? base.itens.map((item) => (item.produto_carrinho === line.produto_carrinho ? line : item))
    : [...base.itens, line];
  return { cart: { ...base, lojaId: base.lojaId ?? storeId, itens }, clearedOtherStore };
}

/** A bag line as POST /api/carrinho/calcular and POST /api/cupom take it: codes, quantities and what was shown. */
export function cartLineInput(line: StoredCartLine): CartLineInput {
  return {
    cod: line.cod,
    qtd: line.qtd,
    adicionais: line.adicionais
      .filter((extra) => extra.qtd > 0)
      .map((extra) => ({ cod: extra.cod, qtd: extra.qtd })),
    opcionais: line.opcionais.map((choice) => ({ cod: choice.cod })),
    obrigatorios: line.obrigatorios.map((choice) => ({ cod: choice.cod })),
    observacao: line.observacao,
    preco: { unitario: { valor: line.preco.unitario.valor }, total: { valor: line.preco.total.valor } },
  };
}
