import { resolve } from 'node:path';
import { type Env, loadEnv } from '../config/env.ts';
import { type Database, openDatabase } from './client.ts';
import { DataDirInUse, lockDataDir } from './data-dir-lock.ts';

/**
 * Opens the database the environment selects: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR.
 * PGlite is embedded: two processes on one DATA_DIR would both write its files and corrupt them, so the
 * directory is locked for as long as the database is open; a second process gets a DataDirInUse error.
 */
export async function openConfiguredDatabase(env: Env): Promise<Database> {
  if (env.DATABASE_URL)
    return openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE });
  const lock = lockDataDir(env.DATA_DIR);
  let database: Database;
  try {
    database = await openDatabase({ kind: 'pglite', dataDir: resolve(env.DATA_DIR, 'pglite') });
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        lock.release();
      }
    },
  };
}

/**
 * For command-line tools: opens the configured database (a PGlite data directory held by a running server is
 * refused with its message and exit code 1), brings its schema up to date, runs `work` and closes it.
 */
export async function withCliDatabase(work: (database: Database) => Promise<void>): Promise<void> {
  let database: Database;
  try {
    database = await openConfiguredDatabase(loadEnv());
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  try {
    await database.migrate();
    await work(database);
  } finally {
    await database.close();
  }
}
