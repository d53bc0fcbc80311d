import {
  type AddressSearch,
  formatCep,
  type GeocodedPlace,
  GeocodingError,
  type SuggestOptions,
} from './geocoder.ts';
import { getJson } from './http-json.ts';

/** Brazilian states by name, for answers without an ISO 3166-2 code. */
const UF_BY_STATE: Record<string, string> = {
  Acre: 'AC',
  Alagoas: 'AL',
  Amapá: 'AP',
  Amazonas: 'AM',
  Bahia: 'BA',
  Ceará: 'CE',
  'Distrito Federal': 'DF',
  'Espírito Santo': 'ES',
  Goiás: 'GO',
  Maranhão: 'MA',
  'Mato Grosso': 'MT',
  'Mato Grosso do Sul': 'MS',
  'Minas Gerais': 'MG',
  Pará: 'PA',
  Paraíba: 'PB',
  Paraná: 'PR',
  Pernambuco: 'PE',
  Piauí: 'PI',
  'Rio de Janeiro': 'RJ',
  'Rio Grande do Norte': 'RN',
  'Rio Grande do Sul': 'RS',
  Rondônia: 'RO',
  Roraima: 'RR',
  'Santa Catarina': 'SC',
  'São Paulo': 'SP',
  Sergipe: 'SE',
  Tocantins: 'TO',
};

/** The part of a Nominatim `jsonv2` result with `addressdetails=1` that we read. */
interface NominatimResult {
  lat?: string;
  lon?: string;
  error?: string;
  address?: Record<string, string | undefined>;
}

export interface NominatimOptions {
  /** Base URL, e.g. https://nominatim.openstreetmap.org */
  baseUrl: string;
  /** Identifies the application, as the Nominatim usage policy requires. */
  userAgent: string;
  timeoutMs: number;
}

function toPlace(result: NominatimResult): GeocodedPlace | null {
  const lat = Number(result.lat);
  const lng = Number(result.lon);
  if (result.error || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const a = result.address ?? {};
  const iso = a['ISO3166-2-lvl4'] ?? '';
  const estado = iso.startsWith('BR-') ? iso.slice(3) : (UF_BY_STATE[a.state ?? ''] ?? a.state ?? '');
  return {
    logradouro: a.road ?? a.pedestrian ?? a.residential ?? a.neighbourhood ?? '',
    numero: a.house_number ?? '',
    bairro: a.suburb ?? a.neighbourhood ?? a.city_district ?? a.quarter ?? '',
    cidade: a.city ?? a.town ?? a.municipality ?? a.village ?? '',
    estado,
    cep: formatCep(a.postcode),
    lat,
    lng,
  };
}

/**
 * Nominatim (OpenStreetMap) search and reverse over its HTTP API: `GET /search` with structured parameters and
 * `GET /reverse`, both `format=jsonv2&addressdetails=1`, restricted to Brazil, with the application's User-Agent.
 */
export function nominatimGeocoder(options: NominatimOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { 'user-agent': options.userAgent, 'accept-language': 'pt-BR' };
  const call = (path: string, params: Record<string, string>) => {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries({ format: 'jsonv2', addressdetails: '1', ...params }))
      url.searchParams.set(key, value);
    return getJson(url, headers, options.timeoutMs);
  };

  return {
    async search(query: AddressSearch): Promise<GeocodedPlace | null> {
      const street = [query.numero && query.numero !== '0' ? query.numero : '', query.logradouro ?? '']
        .join(' ')
        .trim();
      const params: Record<string, string> = { limit: '1', countrycodes: 'br' };
      if (street) params.street = street;
      if (query.cidade) params.city = query.cidade;
      if (query.estado) params.state = query.estado;
      if (query.cep) params.postalcode = query.cep;
      if (!street && query.bairro) params.street = query.bairro;
      const body = await call('/search', params);
      if (body === null) return null;
      if (!Array.isArray(body)) throw new GeocodingError('unexpected search answer');
      const place = body[0] ? toPlace(body[0] as NominatimResult) : null;
      return place && query.numero && !place.numero ? { ...place, numero: query.numero } : place;
    },

    /** Free-form `GET /search?q=`, biased (not bounded) to about 30 km around `near`. */
    async suggest(text: string, { limit, near }: SuggestOptions): Promise<GeocodedPlace[]> {
      const params: Record<string, string> = { q: text, limit: String(limit), countrycodes: 'br' };
      if (near) {
        const d = 0.3;
        params.viewbox = [near.lng - d, near.lat + d, near.lng + d, near.lat - d]
          .map((value) => value.toFixed(4).replace(/\.?0+$/, ''))
          .join(',');
      }
      const body = await call('/search', params);
      if (body === null) return [];
      if (!Array.isArray(body)) throw new GeocodingError('unexpected search answer');
      const places = body.map((result) => toPlace(result as NominatimResult));
      const seen = new Set<string>();
      return places.filter((place): place is GeocodedPlace => {
        if (!place?.logradouro) return false;
        const key = `${place.logradouro}|${place.bairro}|${place.cidade}|${place.cep}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },

    async reverse(point: { lat: number; lng: number }): Promise<GeocodedPlace | null> {
      const body = await call('/reverse', { lat: String(point.lat), lon: String(point.lng), zoom: '18' });
      if (body === null) return null;
      if (typeof body !== 'object' || Array.isArray(body))
        throw new GeocodingError('unexpected reverse answer');
      const place = toPlace(body as NominatimResult);
      return place ? { ...place, lat: point.lat, lng: point.lng } : null;
    },
  };
}
