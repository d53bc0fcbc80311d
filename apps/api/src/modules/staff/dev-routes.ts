import { envelope, errorEnvelope, staffCreateBody, staffCreated } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertEmailFree, createStaff } from './team.ts';

/**
 * Outside production only: a staff account without the CLI (the embedded database of a running server cannot be
 * opened by a second process), for the e2e suite and local trials. Production accounts: `npm run staff:create`,
 * then the admin's `POST /api/gestao/equipe`.
 */
export const staffDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/gestao/equipe',
    {
      schema: {
        summary: 'Somente fora de produção: cria um membro da equipe e devolve a senha gerada',
        tags: ['staff'],
        body: staffCreateBody,
        response: { 201: envelope(staffCreated), 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      await assertEmailFree(app.db, request.body.email);
      const created = await createStaff(app.db, null, request.body);
      return reply.code(201).send({ status: 'success' as const, data: created });
    },
  );
};
