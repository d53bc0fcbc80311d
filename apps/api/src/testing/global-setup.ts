import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { importCatalog } from '../catalog/importer.ts';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    catalogFile: string;
  }
}

/** Migrates and seeds one in-memory PGlite once; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const env = loadEnv({});
  const dir = mkdtempSync(join(tmpdir(), 'comanda-api-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await importCatalog(database.db, JSON.parse(readFileSync(env.SEED_CATALOG, 'utf8')));
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('catalogFile', env.SEED_CATALOG);
  return () => rmSync(dir, { recursive: true, force: true });
}
