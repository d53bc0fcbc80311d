import { normalizeSearchText, searchKeywords } from '../menu/search.ts';

/** What a restaurant is found by: its name and its neighbourhood. */
export interface SearchableStore {
  nome: string;
  bairro: string;
}

/**
 * Whether a restaurant matches a search (tabs/buscar-restaurante): every keyword appears in its name or
 * neighbourhood, ignoring case, accents and punctuation ('aguas claras' finds 'Águas Claras'). A blank search
 * matches every restaurant.
 */
export function matchesStoreSearch(store: SearchableStore, query: string): boolean {
  const keywords = searchKeywords(query);
  if (keywords.length === 0) return true;
  const text = normalizeSearchText(`${store.nome} ${store.bairro}`);
  return keywords.every((keyword) => text.includes(keyword));
}
