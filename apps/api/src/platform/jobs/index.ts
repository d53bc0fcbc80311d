import fp from 'fastify-plugin';
import { inProcessJobs } from './in-process.ts';
import type { Jobs } from './jobs.ts';
import { pgBossJobs, type SqlRunner } from './pg-boss.ts';

export { inProcessJobs } from './in-process.ts';
export type { Jobs, JobsLog, RetryPolicy, SendJob } from './jobs.ts';
export { JOBS_SCHEMA, pgBossJobs } from './pg-boss.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Periodic and queued background work, run once across all processes (docs/adr/0150-jobs-on-pg-boss.md). */
    jobs: Jobs;
  }
}

/**
 * `app.jobs`: pg-boss on PostgreSQL (through the app's connection pool), in-process on PGlite. Workers start once
 * the app is ready; closing the app stops them first, letting running jobs finish while the database is open.
 */
export const jobsPlugin = fp(
  async (app) => {
    const log = app.log.child({ module: 'jobs' });
    const jobs =
      app.database.kind === 'postgres'
        ? pgBossJobs(
            (app.db as unknown as { $client: SqlRunner }).$client,
            {
              pollSeconds: app.config.JOBS_POLL_SECONDS ?? (app.config.NODE_ENV === 'test' ? 0.5 : 2),
              heartbeatSeconds: app.config.JOBS_HEARTBEAT_SECONDS,
              superviseSeconds: app.config.JOBS_SUPERVISE_SECONDS,
            },
            log,
          )
        : inProcessJobs(log);
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('preClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['config', 'database'] },
);
