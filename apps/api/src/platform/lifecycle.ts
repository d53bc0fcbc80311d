import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's stage: serving, or draining before it shuts down (docs/operations.md, "Shutting down"). */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** True from SIGTERM on: /api/pronto answers 503 so the load balancer sends new requests elsewhere. */
  readonly draining: boolean;
  /** Starts draining and resolves after SHUTDOWN_DRAIN_MS, when the server may stop accepting. */
  drain(): Promise<void>;
}

export const lifecyclePlugin = fp(
  async (app) => {
    let draining = false;
    app.decorate('lifecycle', {
      get draining() {
        return draining;
      },
      async drain() {
        draining = true;
        app.log.info({ drainMs: app.config.SHUTDOWN_DRAIN_MS }, 'draining: readiness is now false');
        await new Promise((resolve) => setTimeout(resolve, app.config.SHUTDOWN_DRAIN_MS));
      },
    });
  },
  { name: 'lifecycle', dependencies: ['config'] },
);
