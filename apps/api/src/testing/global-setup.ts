import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { importCatalog } from '../catalog/importer.ts';
import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    catalogFile: string;
    /** With DATABASE_URL: the migrated and seeded database every test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * With DATABASE_URL, migrates and seeds one database on that server; every test file's database is created from it
 * as a template (a copy of its files, instead of the migrations and the catalogue's import per file). Answers its name
 * and what drops it.
 */
async function postgresTemplate(url: string, catalog: unknown): Promise<[string, () => Promise<void>]> {
  const name = `comanda_tpl_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 1 });
  await database.migrate();
  await importCatalog(database.db, catalog);
  await database.close();
  return [name, () => admin(`drop database if exists ${name} with (force)`)];
}

/**
 * Migrates and seeds one in-memory PGlite once, and with DATABASE_URL one PostgreSQL database: every test file starts
 * from a copy of it.
 */
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
  const url = process.env.DATABASE_URL;
  const [template, dropTemplate] = url
    ? await postgresTemplate(url, JSON.parse(readFileSync(env.SEED_CATALOG, 'utf8')))
    : ['', async () => {}];
  project.provide('postgresTemplate', template);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropTemplate();
  };
}
