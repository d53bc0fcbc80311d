import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { importCatalog } from '../catalog/importer.ts';
import type { Db } from './client.ts';
import { brands } from './schema/index.ts';

/** On the first start of an empty database, publishes the demo brand's catalogue. */
export async function seedIfEmpty(
  db: Db,
  catalogFile: string,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  const existing = await db.select({ id: brands.id }).from(brands).limit(1);
  if (existing.length > 0) return;
  const result = await importCatalog(db, JSON.parse(readFileSync(catalogFile, 'utf8')));
  log.info({ counts: result.counts }, 'demo catalogue imported');
}
