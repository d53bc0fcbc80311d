import type { FastifyPluginAsync } from 'fastify';
import { outboxRepository } from './repository.ts';
import { outboxRoutes } from './routes.ts';

/** The messages the built-in messaging provider kept are erased with the account of the person they went to. */
export const outboxModule: FastifyPluginAsync = async (app) => {
  app.accounts.addErasureStep((tx, _customer, { identifierHashes }) =>
    outboxRepository.removeTo(tx, app.identifiers, identifierHashes),
  );
};

/** GET /dev/outbox: what the built-in messaging provider kept (registered only outside production). */
export const outboxDevModule: FastifyPluginAsync = async (app) => {
  await app.register(outboxRoutes, { db: app.db });
};
