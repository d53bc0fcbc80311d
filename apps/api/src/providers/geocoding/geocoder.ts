import type { CurrentLocation } from '@comanda/contract';

/** A place a geocoder found: the address parts the app shows and its point (§3 Current location). */
export type GeocodedPlace = CurrentLocation;

/** What a CEP lookup gives: the street of that CEP; lat/lng only when the source can place it. */
export interface CepPlace {
  cep: string;
  logradouro: string;
  bairro: string;
  cidade: string;
  estado: string;
  lat: number | null;
  lng: number | null;
}

/** An address as typed: any of the parts may be missing. */
export interface AddressSearch {
  logradouro?: string | undefined;
  numero?: string | undefined;
  bairro?: string | undefined;
  cidade?: string | undefined;
  estado?: string | undefined;
  cep?: string | undefined;
}

/** Finds addresses and points. Null means "not found"; a provider that fails or times out throws GeocodingError. */
export interface Geocoder {
  /** The best match for a typed address, or null. */
  search(query: AddressSearch): Promise<GeocodedPlace | null>;
  /** The address at (or nearest to) a point, or null. */
  reverse(point: { lat: number; lng: number }): Promise<GeocodedPlace | null>;
  /** The street of a CEP ('00000-000'), or null when the CEP does not exist. */
  lookupCep(cep: string): Promise<CepPlace | null>;
  /** Places whose street, neighbourhood or city match typed text, best first (nearest `near` first on ties). */
  suggest(text: string, options: SuggestOptions): Promise<GeocodedPlace[]>;
}

export interface SuggestOptions {
  /** At most this many places. */
  limit: number;
  /** Where the customer is (or the map is): closer places rank first. */
  near?: { lat: number; lng: number } | undefined;
}

/** Shown when a geocoding provider fails, answers garbage or does not answer in time. */
export const GEOCODING_UNAVAILABLE =
  'Não foi possível consultar o serviço de endereços agora. Tente novamente.';

/** The provider failed (network, HTTP error, timeout, unreadable answer). Never carries the query. */
export class GeocodingError extends Error {
  constructor(readonly reason: string) {
    super(`geocoding provider failed: ${reason}`);
  }
}

/** '70000000' or '70000-000' → '70000-000'; anything else → ''. */
export function formatCep(text: string | undefined | null): string {
  const digits = (text ?? '').replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : '';
}

/** Lower case without accents or punctuation, for comparing place names. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
