import { envelope, errorEnvelope } from '@comanda/contract';
import { APP_VERSION } from '@comanda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpError, SERVICE_UNAVAILABLE } from '../../http/errors.ts';

const SHUTTING_DOWN = 'Este servidor está sendo encerrado; tente novamente.';

const healthBody = z.object({
  ok: z.literal(true),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  dependencies: z.object({
    database: z.literal('ok'),
    redis: z.enum(['ok', 'indisponivel', 'desativado']),
  }),
});

/**
 * Without the database nothing works: 503, so a load balancer takes the process out. Without Redis the
 * API keeps serving (rate limits fall back to in-process counters), so it stays 200 and reports Redis as
 * 'indisponivel' — degraded, not down; monitoring alerts on the dependency, the balancer keeps routing.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const probe = { config: { rateLimit: false } } as const;

  app.get(
    '/vivo',
    {
      ...probe,
      schema: {
        summary: 'Vivacidade: o processo responde (nada mais é consultado)',
        tags: ['health'],
        response: { 200: envelope(z.object({ ok: z.literal(true) })) },
      },
    },
    async () => ({ status: 'success' as const, data: { ok: true as const } }),
  );

  app.get(
    '/pronto',
    {
      ...probe,
      schema: {
        summary: 'Prontidão: 503 enquanto o processo se encerra ou sem banco de dados',
        tags: ['health'],
        response: { 200: envelope(z.object({ ok: z.literal(true) })), 503: errorEnvelope },
      },
    },
    async () => {
      if (app.lifecycle.draining) throw new HttpError(503, 'service_unavailable', SHUTTING_DOWN);
      try {
        await database.ping();
      } catch {
        throw new HttpError(503, 'service_unavailable', SERVICE_UNAVAILABLE);
      }
      return { status: 'success' as const, data: { ok: true as const } };
    },
  );

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Saúde do serviço e do banco de dados',
        tags: ['health'],
        response: { 200: envelope(healthBody), 503: errorEnvelope },
      },
    },
    async () => {
      const redis = app.redis ? app.redis.health() : Promise.resolve('desativado' as const);
      try {
        await database.ping();
      } catch {
        throw new HttpError(503, 'service_unavailable', SERVICE_UNAVAILABLE);
      }
      return {
        status: 'success' as const,
        data: {
          ok: true as const,
          database: database.kind,
          version: APP_VERSION,
          dependencies: { database: 'ok' as const, redis: await redis },
        },
      };
    },
  );
};
