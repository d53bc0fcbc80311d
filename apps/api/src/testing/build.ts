import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import { type Env, loadEnv } from '../config/env.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { atFileEnd } from './file-end.ts';

/** The demo catalogue as parsed JSON (a fresh copy each call, safe to modify). */
export function demoCatalog(): Record<string, unknown> & { products: Array<Record<string, unknown>> } {
  return JSON.parse(readFileSync(inject('catalogFile'), 'utf8'));
}

/**
 * A fresh, migrated and seeded database for one test file: a copy of the PGlite template, or — when
 * DATABASE_URL is set — a new PostgreSQL database on that server made from the template database (global-setup.ts),
 * dropped afterwards.
 */
export async function testDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: template });
    atFileEnd(() => database.close());
    return database;
  }
  const name = `comanda_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 4 });
  atFileEnd(async () => {
    await database.close();
    const cleanup = new pg.Client({ connectionString: url });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  });
  return database;
}

/** Builds the real app on a fresh test database; closed after the file's tests. */
export async function build(
  overrides: Record<string, string> = {},
  options: Pick<AppOptions, 'logStream'> = {},
): Promise<{
  app: FastifyInstance;
  database: Database;
  env: Env;
}> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/comanda-api-test-data',
    ...overrides,
  });
  const database = await testDatabase();
  const app = await buildApp({ env, database, serveWeb: false, ...options });
  atFileEnd(() => app.close());
  return { app, database, env };
}
