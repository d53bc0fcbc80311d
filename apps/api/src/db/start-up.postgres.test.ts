import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPort } from '../testing/redis-server.ts';
import { codeMigrations, START_UP_LOCK_KEY } from './start-up.ts';
import { type Running, runProcess, serverFile, tempDir, waitForHealth } from './testing.ts';

// PostgreSQL only: several processes starting together on one empty database (PGlite has one process per data
// directory). Excluded from the PGlite pass by vitest.config.ts; run on its own without DATABASE_URL, it skips.
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) console.info('start-up.postgres.test.ts skipped: it needs DATABASE_URL (a PostgreSQL server)');

const migrateCliFile = new URL('./migrate-cli.ts', import.meta.url).pathname;
const PROCESSES = 6;

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A brand-new empty database on the test server, dropped after the file. */
async function emptyDatabase(): Promise<string> {
  const name = `comanda_startup_${randomBytes(5).toString('hex')}`;
  await admin(adminUrl!, (c) => c.query(`create database ${name}`));
  afterAll(() => admin(adminUrl!, (c) => c.query(`drop database if exists ${name} with (force)`)));
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The pino lines a process printed, parsed; every other line as text. */
function linesOf(server: Running) {
  const all = server.output().split('\n').filter(Boolean);
  const json = all
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string });
  return { json, text: all.filter((l) => !l.startsWith('{')) };
}

async function stop(servers: Running[]) {
  for (const { child } of servers) child.kill('SIGTERM');
  return Promise.all(servers.map((s) => s.exited));
}

const settings = (databaseUrl: string, dataDir: string) => ({
  DATABASE_URL: databaseUrl,
  DATA_DIR: dataDir,
  JWT_SECRET: 's'.repeat(40),
  DATABASE_POOL_SIZE: '4',
});

describe.skipIf(!adminUrl)('start-up on PostgreSQL: migrations and seed, once', () => {
  it(`${PROCESSES} servers started together on an empty database: one migration run, one import, all healthy`, async () => {
    const databaseUrl = await emptyDatabase();
    const dataDir = tempDir('comanda-start-up');
    const ports = await Promise.all(Array.from({ length: PROCESSES }, () => closedPort()));
    // The test holds the start-up lock until every process is waiting for it, so all six contend for it however
    // slowly a busy machine starts them; then one of them migrates and seeds while the other five wait.
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY.toString()]);
    const servers = ports.map((port) =>
      runProcess(serverFile, [], { ...settings(databaseUrl, dataDir), PORT: String(port) }),
    );
    try {
      await expect
        .poll(
          async () => {
            const waiting = await holder.query<{ n: number }>(
              "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
            );
            return waiting.rows[0]!.n;
          },
          { timeout: 150_000, interval: 250 },
        )
        .toBe(PROCESSES);
      await holder.query('select pg_advisory_unlock($1)', [START_UP_LOCK_KEY.toString()]);
      await Promise.all(servers.map((server, i) => waitForHealth(ports[i]!, server, 120)));
      for (const port of ports) {
        const menu = await fetch(`http://127.0.0.1:${port}/api/cardapio?marcaId=4`);
        expect(menu.status).toBe(200);
      }
    } finally {
      await holder.end();
      await stop(servers);
    }

    const logs = servers.map(linesOf);
    const said = (msg: string) => logs.flatMap((l) => l.json).filter((line) => line.msg === msg).length;
    expect(said('database migrated')).toBe(1);
    expect(said('demo catalogue imported')).toBe(1);
    expect(said('job queue schema installed')).toBe(1);
    expect(said('waiting for another process to migrate and seed the database')).toBe(PROCESSES);
    for (const { json, text } of logs) {
      expect(json.filter((line) => line.level >= 50)).toEqual([]);
      expect(text.filter((line) => /error|exception|duplicate/i.test(line))).toEqual([]);
    }
    const applied = await admin(databaseUrl, (c) =>
      c.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'),
    );
    expect(applied.rows[0]!.n).toBe(codeMigrations().length);
  }, 360_000);

  it('refuses, with a message and exit code 1, a database whose schema is newer than the code', async () => {
    const databaseUrl = await emptyDatabase();
    const dataDir = tempDir('comanda-start-up');
    const migrate = runProcess(migrateCliFile, [], settings(databaseUrl, dataDir));
    expect(await migrate.exited, migrate.output()).toBe(0);
    expect(migrate.output()).toContain('catálogo inicial importado');
    await admin(databaseUrl, (c) =>
      c.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', $1)`, [
        Date.UTC(2100, 0, 1),
      ]),
    );

    const port = await closedPort();
    const server = runProcess(serverFile, [], { ...settings(databaseUrl, dataDir), PORT: String(port) });
    const again = runProcess(migrateCliFile, [], settings(databaseUrl, dataDir));
    for (const refused of [server, again]) {
      expect(await refused.exited, refused.output()).toBe(1);
      expect(refused.output()).toContain('The database schema is newer than this code');
    }
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 120_000);
});
