import { BRAND_ID } from '@comanda/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';

/** The brand's name from its catalogue (for message texts), read once; the product name until a catalogue exists. */
export function brandNameLookup(db: Db): () => Promise<string> {
  let cached: string | null = null;
  return async () => {
    if (cached) return cached;
    const [row] = await db.select({ nome: brands.nome }).from(brands).where(eq(brands.id, BRAND_ID));
    if (!row) return 'Comanda';
    cached = row.nome;
    return cached;
  };
}
