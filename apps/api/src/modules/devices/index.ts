import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { createNativePush, nativePushNotices } from '../../providers/push/index.ts';
import { devicesExportSection } from './export.ts';
import { PUSH_TIMEOUT_MS, type PushMessage, type PushSender, pushSender, vapidKeys } from './push.ts';
import { devicesRepository } from './repository.ts';
import { devicesRoutes } from './routes.ts';

export type { PushMessage, PushSender } from './push.ts';

/** A customer's pushes: sent now (`sendToCustomer`) or queued with retries (`queue`). */
export type Push = PushSender & {
  /**
   * Queues `message` for the customer's devices (nothing when they have none): any process sends it; a push
   * service that fails is tried again
   * PUSH_RETRY_LIMIT times, PUSH_RETRY_DELAY_SECONDS apart and doubling, then the push is given up (logged).
   */
  queue(customerId: number, message: PushMessage): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Order notifications to a customer's devices: Web Push, and FCM/APNs when configured. */
    push: Push;
  }
}

/** The queue of customers' pushes (platform/jobs). */
export const PUSH_JOB = 'push.customer';

/**
 * Push tokens of devices (§7 dispositivo), Web Push with the API's VAPID keys, and native push to the Android (FCM)
 * and iOS (APNs) apps when their accounts are configured (said once at start-up when they are not). Pushes go
 * through the job queue, so a push service that is down is tried again, by any process.
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
    const queue = app.jobs.queue<{ customerId: number; message: PushMessage }>(
      PUSH_JOB,
      {
        retryLimit: app.config.PUSH_RETRY_LIMIT,
        retryDelaySeconds: app.config.PUSH_RETRY_DELAY_SECONDS,
        retryBackoff: true,
      },
      ({ customerId, message }) => push.sendOrThrow(customerId, message),
    );
    app.decorate('push', {
      ...push,
      // A customer with no registered device gets no job: the order's write path stays one indexed read here.
      queue: async (customerId, message) => {
        if (await push.hasDevices(customerId)) await queue({ customerId, message });
      },
    } satisfies Push);
    const unlink = (tx: Db, customer: { id: number }) => devicesRepository.removeAll(tx, customer.id);
    app.accounts.addDeactivationStep(unlink);
    app.accounts.addErasureStep(unlink);
    app.accounts.addExportSection(devicesExportSection);
    await app.register(devicesRoutes, { db: app.db, clock: app.clock, publicKey: keys.publicKey });
  },
  { name: 'devices', dependencies: ['config', 'database', 'jobs', 'account'] },
);
