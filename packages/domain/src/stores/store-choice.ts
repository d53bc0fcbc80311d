import type { Centavos } from '../money/money.ts';
import { type FeeBand, quoteDeliveryBetween } from './delivery-fee.ts';
import type { LatLng } from './distance.ts';
import { isStoreOpen, type StoreSchedule } from './opening-hours.ts';

/** What the store choice needs to know about one store: where it is, how far it delivers, and when it opens. */
export interface DeliveringStore extends LatLng {
  id: number;
  /** Delivery radius in km. */
  raioEntregaKm: number;
  faixasFrete: readonly FeeBand[];
  schedule: StoreSchedule;
}

/** The store chosen for an address: its distance in km, the fee in centavos and whether it is open now. */
export interface StoreChoice<S extends DeliveringStore> {
  store: S;
  distanceKm: number;
  fee: Centavos;
  open: boolean;
}

/** Shown when no store's delivery area contains the address. */
export const NO_STORE_DELIVERS_MESSAGE = 'Ainda não entregamos neste endereço.';

/**
 * The store that delivers to `point` at `instant`: among the stores whose delivery area (radius and fee bands)
 * contains the point, the nearest open one; when none is open, the nearest one (closed, so the menu can still be
 * browsed). Equal distances keep the lower id. Null when no store delivers there.
 */
export function chooseDeliveringStore<S extends DeliveringStore>(
  stores: readonly S[],
  point: LatLng,
  instant: Date | number,
): StoreChoice<S> | null {
  const inArea: StoreChoice<S>[] = [];
  for (const store of stores) {
    const quote = quoteDeliveryBetween(store, point, store.faixasFrete, store.raioEntregaKm);
    if (quote.inside)
      inArea.push({
        store,
        distanceKm: quote.distanceKm,
        fee: quote.fee,
        open: isStoreOpen(store.schedule, instant),
      });
  }
  inArea.sort((a, b) => a.distanceKm - b.distanceKm || a.store.id - b.store.id);
  return inArea.find((choice) => choice.open) ?? inArea[0] ?? null;
}
