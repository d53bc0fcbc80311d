import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiRoot } from '../config/paths.ts';
import { loggableError } from './errors.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Whether the database answers, on a connection of its own: the health probes never wait behind the requests
   * queued for the pool, so a busy process stays in its load balancer's rotation and one cut off from its
   * database leaves it. Rejects when it does not answer.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** How long a health probe waits for the database before calling it unreachable. */
const PING_TIMEOUT_MS = 2_000;

/** The message and SQLSTATE only: a connection error carries no query, but never log more than needed. */
function logConnectionLost(error: Error): void {
  const { type, sqlState, errorCode, message } = loggableError(error);
  const code = sqlState ?? errorCode;
  console.warn(`database connection lost: ${type}${code ? ` ${code}` : ''}: ${message}`);
}

/** The migrations this build carries (drizzle-kit's SQL files and `meta/_journal.json`). */
export const migrationsFolder = join(apiRoot, 'drizzle');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/** Opens the database: PostgreSQL through a connection pool, or embedded PGlite (persisted or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A connection dropped by the server (restart, failover, pg_terminate_backend) must not crash the process.
    // Every client gets its own listener when the pool opens it, so an error while it is checked out (inside a
    // transaction, where the pool does not listen) is logged instead of unhandled; the query in flight fails
    // with that error, the request answers 503, and the pool discards the client on release.
    pool.on('connect', (client) => client.on('error', logConnectionLost));
    // The pool re-emits the error of an idle client, which the client's own listener has already logged.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    const probes = new pg.Pool({
      connectionString: options.url,
      max: 1,
      connectionTimeoutMillis: PING_TIMEOUT_MS,
      query_timeout: PING_TIMEOUT_MS,
    });
    probes.on('connect', (client) => client.on('error', logConnectionLost));
    probes.on('error', () => {});
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await probes.query('select 1');
      },
      close: async () => {
        await Promise.all([pool.end(), probes.end()]);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // one embedded connection: nothing to queue behind but the statement running
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
