import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `intervalMs` while the app is up (0: never). Rounds never overlap; a failed round is logged and
 * the next one runs as planned; closing the app waits for the round in progress.
 */
export function runPeriodically(
  app: FastifyInstance,
  intervalMs: number,
  name: string,
  task: () => Promise<unknown>,
): void {
  if (intervalMs <= 0) return;
  let round: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    round = round.then(task).catch((error: unknown) => {
      app.log.error({ err: error, task: name }, 'periodic task failed');
    });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
}
