import type { CepAddress, CurrentLocation, OpenStreetMapPlace } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';

export interface Point {
  lat: number;
  lng: number;
}

/** GET /api/geocode (§7): the address nearest a point (§3 Current location). */
export function reverseGeocode(point: Point): Promise<CurrentLocation> {
  return api.get<CurrentLocation>('geocode', { query: { lat: point.lat, lng: point.lng } });
}

/** GET /api/openstreetmap (§7): the second source for DF addresses (§4 Location tile). */
export function lookupSecondSource(point: Point): Promise<OpenStreetMapPlace> {
  return api.get<OpenStreetMapPlace>('openstreetmap', { query: { lat: point.lat, lng: point.lng } });
}

/** GET /api/cep/:cep: the address form filled from the CEP. */
export function lookupCep(cep: string): Promise<CepAddress> {
  return api.get<CepAddress>(`cep/${encodeURIComponent(cep.replace(/\D/g, ''))}`);
}
