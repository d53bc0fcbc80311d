/** A point on Earth in decimal degrees (latitude −90…90, longitude −180…180). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius in kilometres used by the haversine formula. */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres between two points (haversine formula). */
export function haversineKm(a: LatLng, b: LatLng): number {
  for (const value of [a.lat, a.lng, b.lat, b.lng]) {
    if (!Number.isFinite(value)) throw new RangeError('coordinates must be finite numbers');
  }
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
