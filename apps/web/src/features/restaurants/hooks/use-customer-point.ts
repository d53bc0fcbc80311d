import type { LatLng } from '@comanda/domain';
import { useMemo } from 'react';
import { readStored } from '../../../lib/storage.ts';
import { useStored } from '../../../lib/use-stored.ts';

/** The coordinates a stored §3 Address may carry: lat/lng, or latitude/longitude (numbers or numeric text). */
interface AddressPoint {
  lat?: unknown;
  lng?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

const coordinate = (value: unknown, limit: number): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit
    ? number
    : undefined;
};

/** The point of the customer's current address, or undefined when there is none or it has no coordinates. */
export function addressPoint(address: AddressPoint | null | undefined): LatLng | undefined {
  if (!address || typeof address !== 'object') return undefined;
  const lat = coordinate(address.lat ?? address.latitude, 90);
  const lng = coordinate(address.lng ?? address.longitude, 180);
  return lat === undefined || lng === undefined ? undefined : { lat, lng };
}

export function readCustomerPoint(): LatLng | undefined {
  return addressPoint(readStored<AddressPoint>('endereco'));
}

export function useCustomerPoint(): LatLng | undefined {
  const address = useStored<AddressPoint>('endereco');
  return useMemo(() => addressPoint(address), [address]);
}
