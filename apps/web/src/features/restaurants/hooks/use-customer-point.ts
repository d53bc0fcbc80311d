import type { LatLng } from '@comanda/domain';
import { useMemo } from 'react';
import { pointOf, readCurrentAddress, useCurrentAddress } from '../../addresses/index.ts';

/** The point of a stored §3 Address (lat/lng or latitude/longitude), or undefined without a valid one. */
export function addressPoint(address: Parameters<typeof pointOf>[0]): LatLng | undefined {
  return pointOf(address) ?? undefined;
}

/** The point of the customer's current address, or undefined when there is none or it has no coordinates. */
export function readCustomerPoint(): LatLng | undefined {
  return addressPoint(readCurrentAddress());
}

export function useCustomerPoint(): LatLng | undefined {
  const address = useCurrentAddress();
  return useMemo(() => addressPoint(address), [address]);
}
