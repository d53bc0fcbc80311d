import type { Centavos } from '../money/money.ts';
import { haversineKm, type LatLng } from './distance.ts';

/** A delivery fee band: up to `ateKm` kilometres (inclusive) the fee is `valor` centavos. */
export interface FeeBand {
  ateKm: number;
  valor: Centavos;
}

/** Not in the spec: shown when the address is beyond the store's delivery area. */
export const OUTSIDE_AREA_MESSAGE = 'Endereço fora da área de entrega desta loja.';

/** Not in the spec: "order from this restaurant" for an address outside that restaurant's delivery area. */
export const RESTAURANT_OUTSIDE_AREA_MESSAGE = 'Este restaurante não entrega no seu endereço.';

/** Delivery quote: inside the area with its fee in centavos, or outside; `distanceKm` either way. */
export type DeliveryQuote =
  | { inside: true; fee: Centavos; distanceKm: number }
  | { inside: false; distanceKm: number };

/**
 * Fee for a distance in km: the first band (by `ateKm`, ascending) that reaches the distance. Outside the area
 * when the distance exceeds the delivery radius (km) or every band.
 */
export function quoteDelivery(
  distanceKm: number,
  bands: readonly FeeBand[],
  radiusKm: number,
): DeliveryQuote {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) throw new RangeError(`invalid distance ${distanceKm}`);
  const band = [...bands]
    .sort((a, b) => a.ateKm - b.ateKm)
    .find((candidate) => distanceKm <= candidate.ateKm);
  if (!band || distanceKm > radiusKm) return { inside: false, distanceKm };
  return { inside: true, fee: band.valor, distanceKm };
}

/** Quote between a store and an address by haversine distance (km), see `quoteDelivery`. */
export function quoteDeliveryBetween(
  store: LatLng,
  address: LatLng,
  bands: readonly FeeBand[],
  radiusKm: number,
): DeliveryQuote {
  return quoteDelivery(haversineKm(store, address), bands, radiusKm);
}

/** What is wrong with a store's delivery area as the brand defines it, if anything (catalogue file, back office). */
export type DeliveryAreaProblem = 'bands_short_of_radius' | 'repeated_band';

export function deliveryAreaProblem(bands: readonly FeeBand[], radiusKm: number): DeliveryAreaProblem | null {
  if (new Set(bands.map((band) => band.ateKm)).size !== bands.length) return 'repeated_band';
  if (Math.max(...bands.map((band) => band.ateKm)) < radiusKm) return 'bands_short_of_radius';
  return null;
}
