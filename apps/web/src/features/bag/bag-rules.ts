import type { CartPriceBody } from '@comanda/contract';
import { multiplyCentavos, toMoney } from '@comanda/domain';
import { cartLineInput, cartUnits, type StoredCart, type StoredCartLine } from '../../lib/cart.ts';

/** §8: no bag, or a bag without a store. */
export const CART_EMPTY_MESSAGE = 'Seu carrinho está vazio.';
/** §8: a bag without items. */
export const BAG_EMPTY_MESSAGE = 'Sua sacola está vazia.';
/** §8: the bag was filled at another store than the current one. */
export const OTHER_STORE_MESSAGE = 'Parece que seu carrinho está salvo com outra loja.';
/** §8: checkout needs a login. */
export const CHECKOUT_LOGIN_MESSAGE = 'Faça login para fechar seu pedido.';

/** Whether the bag may open (§4 Bag) and, if not, what to say and whether the stored bag must be cleared. */
export type BagEntry = { kind: 'open' } | { kind: 'refused'; message: string; clear: boolean };

/**
 * §4 Bag on entering: no bag or no bag store → 'Seu carrinho está vazio.'; a bag while the current store is
 * missing is cleared; no items → 'Sua sacola está vazia.'; a bag of another store is cleared.
 */
export function bagEntry(cart: StoredCart | undefined, currentStoreId: number | undefined): BagEntry {
  if (!cart || cart.lojaId === null)
    return { kind: 'refused', message: CART_EMPTY_MESSAGE, clear: cart !== undefined };
  if (currentStoreId === undefined) return { kind: 'refused', message: CART_EMPTY_MESSAGE, clear: true };
  if (cartUnits(cart) <= 0) return { kind: 'refused', message: BAG_EMPTY_MESSAGE, clear: true };
  if (cart.lojaId !== currentStoreId) return { kind: 'refused', message: OTHER_STORE_MESSAGE, clear: true };
  return { kind: 'open' };
}

/** What the bag sends to be priced: its store, lines, the applied coupon, gift-card tokens, the address's point. */
export function priceBody(
  cart: StoredCart,
  coupon: string | null,
  point: { lat: number; lng: number } | null,
): CartPriceBody {
  return {
    lojaId: cart.lojaId ?? 0,
    itens: cart.itens.map(cartLineInput),
    cupom: coupon,
    gift_cards: cart.gift_cards.map((card) => ({ token: card.token })),
    ...(point ? { lat: point.lat, lng: point.lng } : {}),
  };
}

/** The line with a new quantity (at least 1) and its total recomputed from the unit price. */
export function withQuantity(line: StoredCartLine, qtd: number): StoredCartLine {
  const units = Math.max(1, qtd);
  return {
    ...line,
    qtd: units,
    preco: { ...line.preco, total: toMoney(multiplyCentavos(line.preco.unitario.valor, units)) },
    desconto: line.beneficio
      ? { ...line.desconto, total: toMoney(multiplyCentavos(line.desconto.unitario.valor, units)) }
      : line.desconto,
  };
}

/** The chosen options of a line in one readable line: '2× Cream cheese extra, Shoyu light'. */
export function describeChoices(
  line: Pick<StoredCartLine, 'adicionais' | 'opcionais' | 'obrigatorios'>,
): string {
  const extras = line.adicionais
    .filter((extra) => extra.qtd > 0)
    .map((extra) => (extra.qtd > 1 ? `${extra.qtd}× ${extra.opcional}` : extra.opcional));
  return [
    ...line.obrigatorios.map((c) => c.opcional),
    ...line.opcionais.map((c) => c.opcional),
    ...extras,
  ].join(', ');
}

/** The coordinates of the stored address, when it has them (§3 Address lat/lng or latitude/longitude). */
export function addressPoint(
  address: Record<string, unknown> | undefined,
): { lat: number; lng: number } | null {
  if (!address) return null;
  const lat = address.lat ?? address.latitude;
  const lng = address.lng ?? address.longitude;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}
