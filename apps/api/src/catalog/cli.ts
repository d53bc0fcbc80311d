import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { withCliDatabase } from '../db/open.ts';
import { CatalogRejected, importCatalog } from './importer.ts';

const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run catalog:import ARQUIVO.json');
  process.exit(2);
}

let raw: unknown;
try {
  raw = JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
} catch (error) {
  console.error(`Não foi possível ler ${file}: ${(error as Error).message}`);
  process.exit(1);
}
await withCliDatabase(async ({ db }) => {
  try {
    const result = await importCatalog(db, raw);
    console.info(`Catálogo da marca ${result.brandId} publicado: ${JSON.stringify(result.counts)}`);
  } catch (error) {
    console.error(error instanceof CatalogRejected ? error.message : error);
    process.exitCode = 1;
  }
});
