import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnv } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { DataDirInUse } from '../db/data-dir-lock.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { CatalogRejected, importCatalog } from './importer.ts';

const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run catalog:import ARQUIVO.json');
  process.exit(2);
}

const env = loadEnv();
let raw: unknown;
try {
  raw = JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
} catch (error) {
  console.error(`Não foi possível ler ${file}: ${(error as Error).message}`);
  process.exit(1);
}
let database: Database;
try {
  database = await openConfiguredDatabase(env);
} catch (error) {
  if (!(error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exit(1);
}
try {
  await database.migrate();
  const result = await importCatalog(database.db, raw);
  console.info(`Catálogo da marca ${result.brandId} publicado: ${JSON.stringify(result.counts)}`);
} catch (error) {
  console.error(error instanceof CatalogRejected ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
