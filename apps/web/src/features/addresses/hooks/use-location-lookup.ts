import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import {
  fillFromSecondSource,
  LOCATION_FAILED_MESSAGE,
  needsSecondSource,
  type StoredLocation,
  toStoredLocation,
} from '../address-rules.ts';
import { useStoredLocation, writeStoredLocation } from '../address-storage.ts';
import { lookupSecondSource, reverseGeocode } from '../api/geocode.ts';
import { type DevicePoint, getDevicePosition } from '../device-position.ts';

export type LocationTileState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; location: StoredLocation }
  | { kind: 'none' };

/**
 * §4 Location tile: the first tap looks the device's position up (GET geocode; DF gaps filled from GET
 * openstreetmap) and stores it as `localizacao-atual`; a result without latitude is cleared; a failure shows
 * the §8 toast and clears the result.
 */
export function useLocationLookup(position: () => Promise<DevicePoint> = getDevicePosition) {
  const stored = useStoredLocation();
  const [loading, setLoading] = useState(false);
  const [tried, setTried] = useState(false);

  const lookup = useCallback(async () => {
    setLoading(true);
    setTried(true);
    try {
      const point = await position();
      let location = await reverseGeocode(point);
      if (needsSecondSource(location)) {
        const place = await lookupSecondSource(point).catch(() => null);
        if (place) location = fillFromSecondSource(location, place);
      }
      writeStoredLocation(toStoredLocation(location));
    } catch {
      writeStoredLocation(null);
      toast.error(LOCATION_FAILED_MESSAGE);
    } finally {
      setLoading(false);
    }
  }, [position]);

  const state: LocationTileState = loading
    ? { kind: 'loading' }
    : stored
      ? { kind: 'found', location: stored }
      : tried
        ? { kind: 'none' }
        : { kind: 'idle' };

  return { state, lookup };
}
