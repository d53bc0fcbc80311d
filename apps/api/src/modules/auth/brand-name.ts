import { BRAND_ID } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { storeQueries } from '../stores/index.ts';

/** The brand's name from its catalogue (for message texts), read once; the product name until a catalogue exists. */
export function brandNameLookup(db: Db): () => Promise<string> {
  let cached: string | null = null;
  return async () => {
    if (cached) return cached;
    const nome = await storeQueries.brandName(db, BRAND_ID);
    if (!nome) return 'Comanda';
    cached = nome;
    return cached;
  };
}
