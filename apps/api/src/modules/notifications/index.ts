import type { FastifyPluginAsync } from 'fastify';

import { notificationsRepository } from './repository.ts';

export { notificationInsertFrom, notificationsRepository } from './repository.ts';

import { notificationsExportSection } from './export.ts';
import { notificationsRoutes } from './routes.ts';
import { notificationsService } from './service.ts';

/** The logged-in customer's notification history and marketing channel toggles (§7 notificacoes). */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  app.accounts.addErasureStep((tx, customer) => notificationsRepository.removeAll(tx, customer.id));
  app.accounts.addExportSection(notificationsExportSection);
  await app.register(notificationsRoutes, {
    service: notificationsService({ db: app.db, accounts: app.accounts }),
  });
};
