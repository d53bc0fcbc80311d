import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { JOBS_SCHEMA, pgBossJobs } from './pg-boss.ts';

// PostgreSQL only: pg-boss itself, on an empty database (it creates its own schema).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const name = `comanda_t_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(process.env.DATABASE_URL!);
url.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
pool.on('error', () => {});
afterAll(async () => {
  await pool.end();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

function recordingLog() {
  const lines: Array<{ msg: string; obj: Record<string, unknown> }> = [];
  const at = (obj: object, msg: string) => lines.push({ msg, obj: obj as Record<string, unknown> });
  return { lines, log: { info: at, warn: at, error: at } };
}

const settings = { pollSeconds: 0.5, heartbeatSeconds: 10, superviseSeconds: 1 };

describe('pg-boss jobs', () => {
  it('creates its own schema, logs a round that throws and runs the next; closing waits for the running round', async () => {
    const { lines, log } = recordingLog();
    const jobs = pgBossJobs(pool, settings, log);
    const rounds: Array<{ started: number; finished?: number }> = [];
    jobs.every('test.rounds', 1_000, async () => {
      const round: { started: number; finished?: number } = { started: Date.now() };
      rounds.push(round);
      if (rounds.length === 1) throw new Error('provider down');
      await sleep(700);
      round.finished = Date.now();
    });
    await jobs.start();
    onTestFinished(() => jobs.stop());
    const { rows } = await pool.query('select 1 from information_schema.schemata where schema_name = $1', [
      JOBS_SCHEMA,
    ]);
    expect(rows).toHaveLength(1);
    await expect.poll(() => rounds.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect(lines.filter((line) => line.msg === 'periodic job failed')).toEqual([
      {
        msg: 'periodic job failed',
        obj: { err: { type: 'Error', message: 'provider down' }, job: 'test.rounds' },
      },
    ]);
    // One round a second, never two at once.
    for (let k = 1; k < rounds.length; k++)
      expect(rounds[k]!.started - rounds[k - 1]!.started).toBeGreaterThan(500);
    // Close while a round runs: it finishes first.
    while (rounds.at(-1)!.finished !== undefined || Date.now() - rounds.at(-1)!.started > 300)
      await sleep(20);
    const running = rounds.at(-1)!;
    await jobs.stop();
    expect(running.finished).toBeDefined();
    const count = rounds.length;
    await sleep(1_500);
    expect(rounds).toHaveLength(count);
  }, 30_000);
});
