import type { CurrentLocation } from '@comanda/contract';
import type { LatLng } from '@comanda/domain';

/**
 * §3 lets an address carry its point as lat/lng (the API's names) or latitude/longitude (the device's names for
 * the current location). This module is the one place that reads and writes either form.
 */
export interface PointFields {
  lat?: number | undefined;
  lng?: number | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/** Decimal degrees from a number or numeric text (older versions stored text); undefined beyond ±limit. */
export function coordinate(value: unknown, limit: 90 | 180): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit
    ? number
    : undefined;
}

/** The point of an address or place, from lat/lng or latitude/longitude; null without a valid one. */
export function pointOf(
  place: { lat?: unknown; lng?: unknown; latitude?: unknown; longitude?: unknown } | null | undefined,
): LatLng | null {
  if (!place || typeof place !== 'object') return null;
  const lat = coordinate(place.lat ?? place.latitude, 90);
  const lng = coordinate(place.lng ?? place.longitude, 180);
  return lat === undefined || lng === undefined ? null : { lat, lng };
}

/** Sets the point under both names (§3: lat/lng or latitude/longitude). */
export function withPoint<T extends PointFields>(address: T, point: LatLng): T {
  return { ...address, lat: point.lat, lng: point.lng, latitude: point.lat, longitude: point.lng };
}

/** §3 Current location as stored under `localizacao-atual`: lat/lng renamed latitude/longitude. */
export type StoredLocation = Omit<CurrentLocation, 'lat' | 'lng'> & { latitude: number; longitude: number };

/** §3: the current location is stored with lat/lng renamed latitude/longitude; none without a latitude. */
export function toStoredLocation(location: CurrentLocation): StoredLocation | null {
  if (typeof location.lat !== 'number' || Number.isNaN(location.lat)) return null;
  const { lat, lng, ...rest } = location;
  return { ...rest, latitude: lat, longitude: lng };
}
