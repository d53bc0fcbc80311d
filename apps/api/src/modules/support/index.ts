import type { FastifyPluginAsync } from 'fastify';
import { supportEventsPlugin } from './events.ts';
import { supportExportSection } from './export.ts';
import { operatorSupportRoutes } from './operator-routes.ts';
import { supportRepository } from './repository.ts';
import { supportRoutes } from './routes.ts';
import { supportService } from './service.ts';

/**
 * The built-in support chat (docs/support.md): customers write to a store from the app, the store's team answers
 * from its board, both live across processes. A customer's messages are exported with their data and erased with
 * the account.
 */
export const supportModule: FastifyPluginAsync = async (app) => {
  await app.register(supportEventsPlugin);
  app.accounts.addErasureStep((tx, customer) =>
    supportRepository.erase(tx, customer.id).then(() => undefined),
  );
  app.accounts.addExportSection(supportExportSection);
  const service = supportService(app.db, {
    clock: app.clock,
    events: app.supportEvents,
    notify: (customerId, message) =>
      app.push.queue(customerId, message).catch((error: unknown) => {
        app.log.warn({ err: error }, 'support answer push not queued');
      }),
  });
  await app.register(supportRoutes, { service });
  await app.register(operatorSupportRoutes, { service });
};
