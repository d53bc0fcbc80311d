import type { CartPriceBody, PricedCart } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/carrinho/calcular: the server prices lines for a store from its current menu (docs/bag.md). */
export function priceCart(body: CartPriceBody): Promise<PricedCart> {
  return api.post<PricedCart>('carrinho/calcular', { body });
}
