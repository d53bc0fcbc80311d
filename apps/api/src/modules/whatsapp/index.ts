import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { whatsappLinks } from '../../db/schema/whatsapp.ts';
import { whatsappRoutes } from './routes.ts';
import { whatsappService } from './service.ts';

/** The WhatsApp purchase channel (§2 whatsapp/{uuid}, canal-compra): links issued to the bot, opened by the app. */
export const whatsappModule: FastifyPluginAsync = async (app) => {
  // what the bot knew of a customer leaves with the account
  app.accounts.addErasureStep(async (tx, customer) => {
    if (customer.celular) await tx.delete(whatsappLinks).where(eq(whatsappLinks.celular, customer.celular));
  });
  const service = whatsappService(app.db, {
    linkMinutes: app.config.WHATSAPP_LINK_MINUTES,
    clock: app.clock,
  });
  await app.register(whatsappRoutes, {
    service,
    botKey: app.config.WHATSAPP_BOT_API_KEY,
    appUrl: app.config.APP_URL,
    opensPerMinute: app.config.AUTH_RATE_LIMIT_MAX * 3,
  });
};
