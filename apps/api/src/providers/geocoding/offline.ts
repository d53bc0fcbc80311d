import { haversineKm } from '@comanda/domain';
import bundled from './gazetteer.json' with { type: 'json' };
import { type AddressSearch, foldText, formatCep, type GeocodedPlace, type Geocoder } from './geocoder.ts';

/** One gazetteer entry: a street (or block) with its CEP and a representative point. */
export interface GazetteerEntry {
  cep: string;
  logradouro: string;
  bairro: string;
  cidade: string;
  estado: string;
  lat: number;
  lng: number;
}

/** Reverse geocoding answers only when the nearest entry is at most this far (km); farther is "not found". */
export const OFFLINE_REVERSE_MAX_KM = 3;

const same = (a: string | undefined, b: string) => Boolean(a) && foldText(a!) === foldText(b);

/**
 * How well typed words match an entry: 0 unless every word starts a word of its street, neighbourhood, city or CEP;
 * then 3 when the street starts with the text, 2 when every word is in the street, else 1.
 */
function suggestionRank(entry: GazetteerEntry, words: readonly string[]): number {
  const street = foldText(entry.logradouro);
  const streetWords = street.split(' ');
  const allWords = [
    ...streetWords,
    ...foldText(`${entry.bairro} ${entry.cidade} ${entry.estado}`).split(' '),
    entry.cep.replace(/\D/g, ''),
  ];
  if (!words.every((word) => allWords.some((candidate) => candidate.startsWith(word)))) return 0;
  if (street.startsWith(words.join(' '))) return 3;
  return words.every((word) => streetWords.some((candidate) => candidate.startsWith(word))) ? 2 : 1;
}

/**
 * The `offline` geocoder: a bundled gazetteer of the demo brand's neighbourhoods, so the demo and the tests work
 * without network. Search matches the CEP, else the street name (with city, neighbourhood and state breaking ties),
 * else the neighbourhood; reverse gives the nearest entry within OFFLINE_REVERSE_MAX_KM.
 */
export function offlineGeocoder(entries: readonly GazetteerEntry[] = bundled.lugares): Geocoder {
  const place = (entry: GazetteerEntry, numero = ''): GeocodedPlace => ({
    logradouro: entry.logradouro,
    numero,
    bairro: entry.bairro,
    cidade: entry.cidade,
    estado: entry.estado,
    cep: entry.cep,
    lat: entry.lat,
    lng: entry.lng,
  });

  function best(query: AddressSearch): GazetteerEntry | undefined {
    const cep = formatCep(query.cep);
    if (cep) {
      const byCep = entries.find((entry) => entry.cep === cep);
      if (byCep) return byCep;
    }
    const inCity = entries.filter(
      (entry) =>
        (!query.cidade || same(query.cidade, entry.cidade)) &&
        (!query.estado || same(query.estado, entry.estado)),
    );
    const street = query.logradouro ? foldText(query.logradouro) : '';
    if (street) {
      const score = (entry: GazetteerEntry) => {
        const name = foldText(entry.logradouro);
        if (name === street) return 3 + (same(query.bairro, entry.bairro) ? 1 : 0);
        if (name.startsWith(street) || street.startsWith(name))
          return 2 + (same(query.bairro, entry.bairro) ? 1 : 0);
        return 0;
      };
      const ranked = inCity
        .map((entry) => ({ entry, score: score(entry) }))
        .filter((c) => c.score > 0)
        .sort((a, b) => b.score - a.score);
      if (ranked[0]) return ranked[0].entry;
    }
    return query.bairro ? inCity.find((entry) => same(query.bairro, entry.bairro)) : undefined;
  }

  return {
    async search(query) {
      const entry = best(query);
      return entry ? place(entry, query.numero?.trim() ?? '') : null;
    },

    async reverse(point) {
      let nearest: { entry: GazetteerEntry; km: number } | null = null;
      for (const entry of entries) {
        const km = haversineKm(point, entry);
        if (!nearest || km < nearest.km) nearest = { entry, km };
      }
      if (!nearest || nearest.km > OFFLINE_REVERSE_MAX_KM) return null;
      return { ...place(nearest.entry), lat: point.lat, lng: point.lng };
    },

    async suggest(text, { limit, near }) {
      const words = foldText(text).split(' ').filter(Boolean);
      if (words.length === 0) return [];
      const ranked = entries
        .map((entry) => ({ entry, rank: suggestionRank(entry, words) }))
        .filter((candidate) => candidate.rank > 0)
        .map((candidate) => ({ ...candidate, km: near ? haversineKm(near, candidate.entry) : 0 }))
        .sort((a, b) => b.rank - a.rank || a.km - b.km);
      return ranked.slice(0, limit).map(({ entry }) => place(entry));
    },

    async lookupCep(cep) {
      const entry = entries.find((candidate) => candidate.cep === formatCep(cep));
      return entry
        ? {
            cep: entry.cep,
            logradouro: entry.logradouro,
            bairro: entry.bairro,
            cidade: entry.cidade,
            estado: entry.estado,
            lat: entry.lat,
            lng: entry.lng,
          }
        : null;
    },
  };
}
