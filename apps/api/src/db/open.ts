import { resolve } from 'node:path';
import type { Env } from '../config/env.ts';
import { type Database, openDatabase } from './client.ts';

/** Opens the database the environment selects: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(env: Env): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : openDatabase({ kind: 'pglite', dataDir: resolve(env.DATA_DIR, 'pglite') });
}
