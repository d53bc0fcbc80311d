import fp from 'fastify-plugin';
import { type PushSender, pushSender, vapidKeys } from './push.ts';
import { devicesRoutes } from './routes.ts';

export type { PushMessage, PushSender } from './push.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Web Push to a customer's browsers (order notifications). */
    push: PushSender;
  }
}

/** Push tokens of devices (§7 dispositivo) and Web Push with the API's VAPID keys. */
export const devicesModule = fp(
  async (app) => {
    const keys = await vapidKeys(app.db, {
      publicKey: app.config.VAPID_PUBLIC_KEY,
      privateKey: app.config.VAPID_PRIVATE_KEY,
    });
    const push = pushSender({
      db: app.db,
      keys,
      subject: app.config.VAPID_SUBJECT,
      log: app.log.child({ module: 'push' }),
    });
    app.decorate('push', push);
    await app.register(devicesRoutes, { db: app.db, clock: app.clock, publicKey: keys.publicKey });
  },
  { name: 'devices', dependencies: ['config', 'database'] },
);
