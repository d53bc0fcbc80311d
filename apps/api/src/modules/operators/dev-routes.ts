import { envelope, errorEnvelope } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { STORE_NOT_FOUND } from '../stores/index.ts';
import { createOperatorKey } from './keys.ts';

/**
 * Outside production only: a key for a store's board without the CLI (the embedded database of a running server
 * cannot be opened by a second process). Production keys come from `npm run operator:key STORE_ID`.
 */
export const operatorKeyDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/operador/chave',
    {
      schema: {
        summary: 'Somente fora de produção: cria uma chave do painel de pedidos para a loja',
        tags: ['operators'],
        querystring: z.object({ lojaId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 201: envelope(z.object({ chave: z.string() })), 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const key = await createOperatorKey(app.db, request.query.lojaId);
      if (!key) throw new HttpError(404, 'store_not_found', STORE_NOT_FOUND);
      return reply.code(201).send({ status: 'success' as const, data: { chave: key } });
    },
  );
};
