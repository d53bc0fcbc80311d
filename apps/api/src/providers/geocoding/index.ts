import type { Env } from '../../config/env.ts';
import type { Geocoder } from './geocoder.ts';
import { nominatimGeocoder } from './nominatim.ts';
import { offlineGeocoder } from './offline.ts';
import { viaCepLookup } from './viacep.ts';

export * from './geocoder.ts';

/** Sent to Nominatim, whose usage policy asks every application to identify itself. */
export const NOMINATIM_USER_AGENT = 'Comanda/1.3.14 (Hanami Sushi delivery; https://github.com/comanda)';

/**
 * The geocoder GEOCODER selects: `offline` (bundled gazetteer, the default) or `nominatim` (Nominatim for search
 * and reverse, ViaCEP for CEPs; a CEP's point is then searched on Nominatim, and left null if it cannot be).
 */
export function createGeocoder(env: Env): Geocoder {
  switch (env.GEOCODER) {
    case 'offline':
      return offlineGeocoder();
    case 'nominatim': {
      const nominatim = nominatimGeocoder({
        baseUrl: env.NOMINATIM_URL,
        userAgent: NOMINATIM_USER_AGENT,
        timeoutMs: env.GEOCODER_TIMEOUT_MS,
      });
      const viaCep = viaCepLookup({ baseUrl: env.VIACEP_URL, timeoutMs: env.GEOCODER_TIMEOUT_MS });
      return {
        search: nominatim.search,
        reverse: nominatim.reverse,
        suggest: nominatim.suggest,
        async lookupCep(cep) {
          const found = await viaCep.lookupCep(cep);
          if (!found) return null;
          const point = await nominatim
            .search({
              logradouro: found.logradouro,
              cidade: found.cidade,
              estado: found.estado,
              cep: found.cep,
            })
            .catch(() => null);
          return point ? { ...found, lat: point.lat, lng: point.lng } : found;
        },
      };
    }
    default: {
      const unknown: never = env.GEOCODER;
      throw new Error(`unknown geocoder ${unknown}`);
    }
  }
}
