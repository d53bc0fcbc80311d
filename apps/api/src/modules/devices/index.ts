import fp from 'fastify-plugin';
import { createNativePush, nativePushNotices } from '../../providers/push/index.ts';
import { PUSH_TIMEOUT_MS, type PushSender, pushSender, vapidKeys } from './push.ts';
import { devicesRoutes } from './routes.ts';

export type { PushMessage, PushSender } from './push.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Order notifications to a customer's devices: Web Push, and FCM/APNs when configured. */
    push: PushSender;
  }
}

/**
 * Push tokens of devices (§7 dispositivo), Web Push with the API's VAPID keys, and native push to the Android (FCM)
 * and iOS (APNs) apps when their accounts are configured (said once at start-up when they are not).
 */
export const devicesModule = fp(
  async (app) => {
    const keys = await vapidKeys(app.db, {
      publicKey: app.config.VAPID_PUBLIC_KEY,
      privateKey: app.config.VAPID_PRIVATE_KEY,
    });
    const log = app.log.child({ module: 'push' });
    const native = createNativePush(app.config, { timeoutMs: PUSH_TIMEOUT_MS, clock: app.clock });
    for (const notice of nativePushNotices(app.config)) log.info(notice);
    app.addHook('onClose', async () => native.close());
    const push = pushSender({ db: app.db, keys, subject: app.config.VAPID_SUBJECT, log, native });
    app.decorate('push', push);
    await app.register(devicesRoutes, { db: app.db, clock: app.clock, publicKey: keys.publicKey });
  },
  { name: 'devices', dependencies: ['config', 'database'] },
);
