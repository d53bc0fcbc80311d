import { Capacitor, registerPlugin } from '@capacitor/core';
import type { GeolocationPlugin } from '@capacitor/geolocation';

export interface DevicePoint {
  lat: number;
  lng: number;
}

const OPTIONS = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

/**
 * The native Geolocation plugin of @capacitor/geolocation, registered by name without its web fallback: the web
 * uses the browser's geolocation directly, and the fallback's lazy chunk would split the first load.
 */
const NativeGeolocation = registerPlugin<GeolocationPlugin>('Geolocation');

/** The device's position: Capacitor Geolocation in the native app, the browser's geolocation on the web. */
export async function getDevicePosition(): Promise<DevicePoint> {
  if (Capacitor.isNativePlatform()) {
    const position = await NativeGeolocation.getCurrentPosition(OPTIONS);
    return { lat: position.coords.latitude, lng: position.coords.longitude };
  }
  if (typeof navigator === 'undefined' || !navigator.geolocation) throw new Error('Geolocation unavailable');
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      reject,
      OPTIONS,
    );
  });
}
