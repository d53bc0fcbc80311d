import { resolve } from 'node:path';
import { type Env, loadEnv } from '../config/env.ts';
import { type Database, openDatabase } from './client.ts';
import { DataDirInUse, lockDataDir } from './data-dir-lock.ts';
import { prepareDatabase, SchemaNewerThanCode } from './start-up.ts';

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
 * refused with its message and exit code 1), brings its schema up to date under the start-up lock (a schema newer
 * than the code: its message and exit code 1), runs `work` and closes it.
 */
export async function withCliDatabase(work: (database: Database) => Promise<void>): Promise<void> {
  const env = loadEnv();
  let database: Database;
  try {
    database = await openConfiguredDatabase(env);
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  try {
    await prepareDatabase(database, { databaseUrl: env.DATABASE_URL, log: cliLog });
    await work(database);
  } catch (error) {
    if (!(error instanceof SchemaNewerThanCode)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/** Start-up lines of a command-line tool: the message alone. */
export const cliLog = { info: (_details: object, message: string) => console.info(message) };
