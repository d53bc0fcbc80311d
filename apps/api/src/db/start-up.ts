import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { installJobsSchema, type SqlRunner } from '../platform/jobs/pg-boss.ts';
import { type Database, type Db, migrationsFolder } from './client.ts';
import { seedIfEmpty } from './seed.ts';

/**
 * The PostgreSQL advisory lock every process takes around migrating and seeding ('comanda' in ASCII). Advisory
 * locks belong to one database, so deployments on other databases of the same server never wait on each other.
 */
export const START_UP_LOCK_KEY = 0x636f6d616e6461n;

/** What a start-up line is written to: pino's shape, so the server's JSON log carries it. */
export interface StartUpLog {
  info(details: object, message: string): void;
}

/** The database holds migrations this build does not know: a newer release migrated it (a rolling deploy). */
export class SchemaNewerThanCode extends Error {}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build carries, oldest first (`when` is what drizzle records as `created_at`). */
export function codeMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** `created_at` of every migration applied to the database (none before the first migration). */
async function appliedMigrations(db: Db): Promise<number[]> {
  const rows = (q: ReturnType<typeof sql>) =>
    db.execute(q).then((result) => (result as unknown as { rows: Array<Record<string, unknown>> }).rows);
  const [table] = await rows(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return [];
  const applied = await rows(sql`select created_at from drizzle.__drizzle_migrations order by created_at`);
  return applied.map((row) => Number(row.created_at));
}

/** Refuses a schema with migrations unknown to this build, naming the newest of them and this build's newest. */
function assertKnown(applied: number[], known: JournalEntry[]): void {
  const whens = new Set(known.map((entry) => entry.when));
  const unknown = applied.filter((when) => !whens.has(when));
  if (unknown.length === 0) return;
  const newest = new Date(Math.max(...unknown)).toISOString();
  const ours = known.at(-1);
  throw new SchemaNewerThanCode(
    `The database schema is newer than this code: ${unknown.length} applied migration(s) unknown to this ` +
      `build (the newest created ${newest}; this build's newest is ${ours?.tag ?? 'none'}). ` +
      'Refusing to use it: run the release that migrated it (or restore a backup taken before it).',
  );
}

/**
 * Runs `work` while holding the start-up lock on PostgreSQL (a session lock on a connection of its own, so the
 * migrator's and the importer's connections are free; released when the work ends or the process dies). PGlite
 * has one process per data directory already, so there it just runs.
 */
async function exclusively<T>(databaseUrl: string | undefined, log: StartUpLog, work: () => Promise<T>) {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a lost lock connection fails the query in flight; nothing else to do here
  await client.connect();
  try {
    const key = START_UP_LOCK_KEY.toString();
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      key,
    ]);
    if (!rows[0]?.locked) {
      log.info({}, 'waiting for another process to migrate and seed the database');
      await client.query('select pg_advisory_lock($1)', [key]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    await client.end();
  }
}

/** The node-postgres pool behind a PostgreSQL database's drizzle instance. */
const postgresClient = (database: Database) => (database.db as unknown as { $client: SqlRunner }).$client;

export interface PreparedDatabase {
  /** Migrations applied by this call (0 when another process or an earlier start applied them). */
  migrated: number;
  /** Whether this call imported the seed catalogue (the database had no brand). */
  seeded: boolean;
}

/**
 * Brings the database up to this build's schema and, with `seedCatalog`, imports that catalogue into an empty
 * one — once across every process starting together (the start-up lock). A schema newer than the code is refused
 * with SchemaNewerThanCode before anything is touched.
 */
export async function prepareDatabase(
  database: Database,
  options: { databaseUrl?: string; seedCatalog?: string; log: StartUpLog },
): Promise<PreparedDatabase> {
  const { databaseUrl, seedCatalog, log } = options;
  return exclusively(databaseUrl, log, async () => {
    const known = codeMigrations();
    const before = await appliedMigrations(database.db);
    assertKnown(before, known);
    await database.migrate();
    const migrated = (await appliedMigrations(database.db)).length - before.length;
    if (migrated > 0) log.info({ migrated, latest: known.at(-1)?.tag }, 'database migrated');
    if (database.kind === 'postgres' && (await installJobsSchema(postgresClient(database))))
      log.info({}, 'job queue schema installed');
    const seeded = seedCatalog ? await seedIfEmpty(database.db, seedCatalog, log) : false;
    return { migrated, seeded };
  });
}
