import { readFileSync } from 'node:fs';
import { importCatalog } from '../catalog/importer.ts';
import type { Db } from './client.ts';
import { brands } from './schema/index.ts';

/** On the first start of an empty database, publishes the demo brand's catalogue; true when it did. */
export async function seedIfEmpty(
  db: Db,
  catalogFile: string,
  log: { info(details: object, message: string): void },
): Promise<boolean> {
  const existing = await db.select({ id: brands.id }).from(brands).limit(1);
  if (existing.length > 0) return false;
  const result = await importCatalog(db, JSON.parse(readFileSync(catalogFile, 'utf8')));
  log.info({ counts: result.counts }, 'demo catalogue imported');
  return true;
}
