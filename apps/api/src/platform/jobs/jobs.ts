/** Where a job queue writes what happened to a job. */
export interface JobsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What happens when a queued job's handler throws. */
export interface RetryPolicy {
  /** Attempts after the first; then the job is given up, and that is logged. */
  retryLimit: number;
  /** Seconds before the first retry (pg-boss: whole seconds, at least 1). */
  retryDelaySeconds: number;
  /** Each retry waits twice as long as the one before (pg-boss adds some jitter). */
  retryBackoff: boolean;
}

/** Queues a job: resolves once it is stored (pg-boss) or scheduled (in-process); runs it later, once. */
export type SendJob<T> = (data: T) => Promise<void>;

/**
 * Background work that runs once across every API process (docs/adr/0150-jobs-on-pg-boss.md): pg-boss on
 * PostgreSQL, in-process on PGlite (one process owns a PGlite data directory). Modules declare their jobs while the
 * app is built; the workers start when the app is ready and stop, letting a running job finish, when it closes.
 */
export interface Jobs {
  readonly kind: 'pg-boss' | 'in-process';
  /**
   * Runs `task` once every `intervalMs` (0: never) across all processes: every process offers the round, one takes
   * it. Rounds never overlap; a round that throws is logged and not retried (the next one comes); a round whose
   * process died is run again by another (pg-boss). On PostgreSQL the interval is counted in whole seconds.
   */
  every(name: string, intervalMs: number, task: () => Promise<unknown>): void;
  /**
   * Declares a queue whose jobs `handler` runs; answers the function that queues one. A handler that throws is
   * retried as `retry` says, by any process, then given up (logged). Data must be JSON.
   */
  queue<T extends object>(
    name: string,
    retry: RetryPolicy,
    handler: (data: T) => Promise<unknown>,
  ): SendJob<T>;
  /** Starts the workers and the periodic offers (the app's onReady). */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (the app's close). */
  stop(): Promise<void>;
}

/** A job's error as a log line carries it: its type and message, never its data. */
export function jobError(error: unknown): { type: string; message: string } {
  return error instanceof Error
    ? { type: error.name, message: error.message.slice(0, 300) }
    : { type: typeof error, message: String(error).slice(0, 300) };
}
