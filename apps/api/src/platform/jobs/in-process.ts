import { type Jobs, type JobsLog, jobError, type RetryPolicy } from './jobs.ts';

/**
 * Jobs inside this process, for PGlite: a PGlite data directory belongs to one process, so running a round here
 * is running it once. Periodic rounds never overlap; queued jobs run at once and are retried on timers. Retries
 * still waiting when the process stops are lost (logged): nothing here outlives the process.
 */
export function inProcessJobs(log: JobsLog): Jobs {
  const periodic: Array<{ name: string; intervalMs: number; task: () => Promise<unknown> }> = [];
  const timers = new Set<NodeJS.Timeout>();
  const retries = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let state: 'built' | 'started' | 'stopped' = 'built';

  function track(promise: Promise<unknown>) {
    running.add(promise);
    void promise.finally(() => running.delete(promise));
  }

  function startRounds(name: string, intervalMs: number, task: () => Promise<unknown>) {
    let round: Promise<unknown> = Promise.resolve();
    let busy = false;
    const timer = setInterval(() => {
      // A round still running when the next is due: that one is skipped, never queued behind it.
      if (busy || state !== 'started') return;
      busy = true;
      round = task()
        .catch((error: unknown) => log.error({ err: jobError(error), job: name }, 'periodic job failed'))
        .finally(() => {
          busy = false;
        });
      track(round);
    }, intervalMs);
    timer.unref();
    timers.add(timer);
  }

  return {
    kind: 'in-process',

    every(name, intervalMs, task) {
      if (intervalMs <= 0) return;
      if (state === 'started') startRounds(name, intervalMs, task);
      else periodic.push({ name, intervalMs, task });
    },

    queue<T extends object>(name: string, retry: RetryPolicy, handler: (data: T) => Promise<unknown>) {
      const attempt = (data: T, failures: number) => {
        if (state === 'stopped') {
          log.warn({ job: name, attempts: failures }, 'job dropped: the process is stopping');
          return;
        }
        const run = handler(data).catch((error: unknown) => {
          const attempts = failures + 1;
          if (failures >= retry.retryLimit) {
            log.error({ err: jobError(error), job: name, attempts }, 'job gave up');
            return;
          }
          log.warn({ err: jobError(error), job: name, attempts }, 'job failed; will retry');
          const delayMs = retry.retryDelaySeconds * 1000 * (retry.retryBackoff ? 2 ** failures : 1);
          const timer = setTimeout(() => {
            retries.delete(timer);
            attempt(data, attempts);
          }, delayMs);
          timer.unref();
          retries.add(timer);
        });
        track(run);
      };
      return async (data: T) => {
        const copy = JSON.parse(JSON.stringify(data)) as T;
        setImmediate(() => attempt(copy, 0));
      };
    },

    async start() {
      state = 'started';
      for (const { name, intervalMs, task } of periodic.splice(0)) startRounds(name, intervalMs, task);
    },

    async stop() {
      state = 'stopped';
      for (const timer of timers) clearInterval(timer);
      for (const timer of retries) clearTimeout(timer);
      if (retries.size > 0)
        log.warn({ retries: retries.size }, 'job retries dropped: the process is stopping');
      timers.clear();
      retries.clear();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
