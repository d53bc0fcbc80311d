import type { WireDiscount } from '@comanda/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type DeliveryAddress,
  pointOf,
  readCurrentAddress,
  useCurrentAddress,
} from '../../addresses/index.ts';
import { readCurrentUser, useCurrentUser } from '../../auth/index.ts';
import { readCurrentStore } from '../../stores/index.ts';
import { priceBody } from '../bag-rules.ts';
import { couponKey, isBagOfStore, readBag, type StoredBag, useAppliedCoupon, useBag } from '../bag-store.ts';
import { type BagPriceRequest, priceBagQueryOptions } from './price-bag.ts';

/**
 * What the bag and the checkout ask to be priced: the bag, if it is the current store's (bag-rules.ts), with the
 * applied coupon when the customer is signed in (§6) and the delivery address's point; otherwise nothing.
 */
export function bagPriceRequest(
  bag: StoredBag | undefined,
  storeId: number | undefined,
  coupon: WireDiscount | undefined,
  signedIn: boolean,
  address: DeliveryAddress | undefined,
): BagPriceRequest | null {
  if (!bag || storeId === undefined || !isBagOfStore(bag, storeId)) return null;
  return {
    body: priceBody(bag, storeId, signedIn && coupon ? coupon.cupom : null, pointOf(address)),
    lineIds: bag.itens.map((line) => line.produto_carrinho),
  };
}

/** The bag's price request as the device's stored values change (the bag and checkout screens). */
export function useBagPriceRequest(storeId: number | undefined): BagPriceRequest | null {
  const bag = useBag();
  const coupon = useAppliedCoupon();
  const address = useCurrentAddress();
  const signedIn = useCurrentUser() !== null;
  return useMemo(
    () => bagPriceRequest(bag, storeId, coupon, signedIn, address),
    [bag, storeId, coupon, signedIn, address],
  );
}

/**
 * The checkout opened from a link asks for the bag's price as soon as its code is in, beside the app's boot, instead
 * of once its screen has mounted (ADR 0178): the same request, in the same query, as the screen's.
 */
export function prefetchBagPrice(client: QueryClient): void {
  const request = bagPriceRequest(
    readBag(),
    readCurrentStore()?.id,
    couponKey.read(),
    readCurrentUser() !== null,
    readCurrentAddress(),
  );
  if (request?.body.itens.length) void client.prefetchQuery(priceBagQueryOptions(request));
}
