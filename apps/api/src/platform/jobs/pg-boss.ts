import { getConstructionPlans, PgBoss } from 'pg-boss';
import { type Jobs, type JobsLog, jobError, type RetryPolicy } from './jobs.ts';

/** Runs pg-boss's statements; the app's node-postgres pool does (same database, no second pool). */
export interface SqlRunner {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface PgBossSettings {
  /** How often an idle worker looks for jobs, in seconds. */
  pollSeconds: number;
  /** A running job's worker refreshes it every half of this; silent this long, the job is retried elsewhere. */
  heartbeatSeconds: number;
  /** How often dead workers' and expired jobs are looked for, in seconds. */
  superviseSeconds: number;
}

/** pg-boss's tables live in this schema, created (and migrated on upgrades) by pg-boss itself at start. */
export const JOBS_SCHEMA = 'pgboss';
/**
 * Creates pg-boss's schema on a database that has none. Called inside the start-up lock (db/start-up.ts), so one
 * process installs it and the others find it: pg-boss's own install, run by several processes at once on an empty
 * database, fails in all but one with a duplicate key on the catalogue (its advisory lock is taken after the
 * statement's catalogue lookups are cached), which stopped those processes.
 */
export async function installJobsSchema(sql: SqlRunner): Promise<boolean> {
  const { rows } = await sql.query(`select to_regclass('${JOBS_SCHEMA}.version') is not null as present`);
  if ((rows[0] as { present: boolean }).present) return false;
  await sql.query(getConstructionPlans(JOBS_SCHEMA));
  return true;
}

/** A job still active this long is failed and retried even if its worker is alive (a hung provider call). */
const EXPIRE_SECONDS = 15 * 60;
/** Finished jobs are kept this long for inspection, then deleted by pg-boss's maintenance. */
const KEEP_SECONDS = 24 * 60 * 60;
/** How long closing waits for running jobs; one still running then is retried by another process later. */
const STOP_TIMEOUT_MS = 8_000;
/** After a slot's (or quarter's) boundary, so the database's clock is past it too. */
const OFFER_DELAY_MS = 20;

/**
 * Jobs in PostgreSQL through pg-boss (docs/adr/0150-jobs-on-pg-boss.md).
 *
 * A periodic round is a job in an `exclusive` queue (at most one queued or running) sent with
 * `singletonSeconds` = the interval, so pg-boss's unique index admits one job per time slot, whichever process
 * sends it first; every process offers it as each slot begins (and at each later quarter) and one worker takes it
 * (the sender's own, woken at once). Its worker heartbeats; a process killed mid-round stops heartbeating, and after
 * `heartbeatSeconds` the supervisor fails the job and pg-boss hands its one retry to another process. Queued jobs
 * are retried the same way, and on a thrown error.
 */
export function pgBossJobs(sql: SqlRunner, settings: PgBossSettings, log: JobsLog): Jobs {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => sql.query(text, values) as Promise<{ rows: unknown[] }> },
    schema: JOBS_SCHEMA,
    schedule: false,
    superviseIntervalSeconds: settings.superviseSeconds,
    monitorIntervalSeconds: settings.superviseSeconds,
  });
  boss.on('error', (error: unknown) => log.error({ err: jobError(error) }, 'job queue error'));
  const periodic: Array<{ name: string; intervalMs: number; task: () => Promise<unknown> }> = [];
  const queues: Array<{ name: string; handler: (data: object) => Promise<unknown> }> = [];
  const timers = new Set<NodeJS.Timeout>();
  let started = false;
  let stopping = false;
  const work = { pollingIntervalSeconds: settings.pollSeconds, batchSize: 1, includeMetadata: true } as const;

  async function startRounds(name: string, intervalMs: number, task: () => Promise<unknown>) {
    await boss.createQueue(name, { policy: 'exclusive' });
    const worker = await boss.work(name, work, async () => {
      try {
        await task();
      } catch (error) {
        log.error({ err: jobError(error), job: name }, 'periodic job failed');
      }
    });
    const slotSeconds = Math.max(1, Math.round(intervalMs / 1000));
    const offer = async () => {
      if (stopping) return;
      try {
        const id = await boss.send(
          name,
          {},
          {
            singletonSeconds: slotSeconds,
            retryLimit: 1,
            retryDelay: 0,
            heartbeatSeconds: settings.heartbeatSeconds,
            expireInSeconds: EXPIRE_SECONDS,
            deleteAfterSeconds: KEEP_SECONDS,
          },
        );
        // This process made the slot's job: its own worker takes it now rather than at its next poll.
        if (id) boss.notifyWorker(worker);
      } catch (error) {
        log.error({ err: jobError(error), job: name }, 'periodic job not offered');
      }
    };
    // Offers as each slot begins, on the clock, so rounds are an interval apart; and at each later quarter of the
    // slot, for a clock behind the database's or a round that ran late. The first offer waits for a whole slot.
    const slotMs = slotSeconds * 1000;
    const next = (periodMs: number) => {
      if (stopping) return;
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          void offer().then(() => next(slotMs / 4));
        },
        periodMs - (Date.now() % periodMs) + OFFER_DELAY_MS,
      );
      timer.unref();
      timers.add(timer);
    };
    next(slotMs);
  }

  async function startQueue(name: string, handler: (data: object) => Promise<unknown>) {
    await boss.createQueue(name);
    await boss.work<object, unknown, typeof work>(name, work, async ([job]) => {
      try {
        await handler(job!.data);
      } catch (error) {
        const attempts = job!.retryCount + 1;
        if (job!.retryCount >= job!.retryLimit)
          log.error({ err: jobError(error), job: name, id: job!.id, attempts }, 'job gave up');
        else log.warn({ err: jobError(error), job: name, id: job!.id, attempts }, 'job failed; will retry');
        throw error;
      }
    });
  }

  return {
    kind: 'pg-boss',

    every(name, intervalMs, task) {
      if (intervalMs > 0) periodic.push({ name, intervalMs, task });
    },

    queue<T extends object>(name: string, retry: RetryPolicy, handler: (data: T) => Promise<unknown>) {
      queues.push({ name, handler: handler as (data: object) => Promise<unknown> });
      return async (data: T) => {
        if (!started) throw new Error(`job queue not started: ${name}`);
        await boss.send(name, data, {
          retryLimit: retry.retryLimit,
          retryDelay: Math.max(1, Math.round(retry.retryDelaySeconds)),
          retryBackoff: retry.retryBackoff,
          heartbeatSeconds: settings.heartbeatSeconds,
          expireInSeconds: EXPIRE_SECONDS,
          deleteAfterSeconds: KEEP_SECONDS,
        });
      };
    },

    async start() {
      await boss.start();
      for (const { name, handler } of queues) await startQueue(name, handler);
      for (const { name, intervalMs, task } of periodic) await startRounds(name, intervalMs, task);
      started = true;
    },

    async stop() {
      stopping = true;
      for (const timer of timers) clearTimeout(timer);
      // Within the 10 s close-with-grace gives a SIGTERM (server.ts), so a round in progress ends here, not mid-way.
      if (started) await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
