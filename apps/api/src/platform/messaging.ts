import fp from 'fastify-plugin';
import { createMessaging, type Messaging } from '../providers/messaging/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS and e-mail delivery (MESSAGING_PROVIDER): the outbox by default. */
    messaging: Messaging;
  }
}

/** The messaging provider; closing the app waits for background sends. */
export const messagingPlugin = fp(
  async (app) => {
    const messaging = createMessaging(app.config, app.db, app.identifiers);
    if (app.config.NODE_ENV === 'production' && messaging.isOutbox)
      app.log.warn('MESSAGING_PROVIDER=outbox in production: codes are stored in the database, not sent');
    app.decorate('messaging', messaging);
    app.addHook('onClose', async () => {
      await messaging.idle();
      messaging.close();
    });
  },
  { name: 'messaging', dependencies: ['config', 'database', 'identifiers'] },
);
