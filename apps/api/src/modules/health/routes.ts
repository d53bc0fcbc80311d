import { envelope, errorEnvelope } from '@comanda/contract';
import { APP_VERSION } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Saúde do serviço e do banco de dados',
        tags: ['health'],
        response: {
          200: envelope(
            z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']), version: z.string() }),
          ),
          503: errorEnvelope,
        },
      },
    },
    async () => {
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, 'Serviço temporariamente indisponível.');
      }
      return {
        status: 'success' as const,
        data: { ok: true as const, database: database.kind, version: APP_VERSION },
      };
    },
  );
};
