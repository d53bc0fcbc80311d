import type { Agent } from 'node:https';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../../db/client.ts';
import { appSettings, devices } from '../../db/schema/index.ts';
import { subscriptionOf } from './web-subscription.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What a push shows and where tapping it leads (the service worker opens `url`). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

const SETTING = 'vapid';
const PUSH_TIMEOUT_MS = 5_000;

/**
 * The VAPID key pair: the configured one, else the one an earlier start kept in the database, else a new one kept
 * there (the first process to write it wins, so every process signs with the same pair).
 */
export async function vapidKeys(db: Db, configured: Partial<VapidKeys>): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey)
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  await db
    .insert(appSettings)
    .values({ key: SETTING, value: webpush.generateVAPIDKeys() })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING));
  return row!.value as VapidKeys;
}

/**
 * Sends Web Push messages to a customer's browsers. A subscription the push service says is gone (404, 410) is
 * deleted; any other failure is logged and never reaches the caller. Native tokens (android/ios) need a
 * FCM/APNs account, which is not configured: they are skipped.
 */
export function pushSender({
  db,
  keys,
  subject,
  log,
  agent,
}: {
  db: Db;
  keys: VapidKeys;
  subject: string;
  log: FastifyBaseLogger;
  /** The TLS agent for the push services (a private CA, a proxy); Node's default otherwise. */
  agent?: Agent;
}) {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    publicKey: keys.publicKey,

    async sendToCustomer(customerId: number, message: PushMessage): Promise<number> {
      const rows = await db
        .select({ id: devices.id, token: devices.token })
        .from(devices)
        .where(and(eq(devices.customerId, customerId), eq(devices.plataforma, 'web')));
      let sent = 0;
      for (const row of rows) {
        const subscription = subscriptionOf(row.token);
        if (!subscription) continue;
        try {
          await webpush.sendNotification(subscription, JSON.stringify(message), {
            vapidDetails,
            TTL: 3_600,
            timeout: PUSH_TIMEOUT_MS,
            urgency: 'high',
            ...(agent ? { agent } : {}),
          });
          sent += 1;
        } catch (error) {
          if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
            await db.delete(devices).where(eq(devices.id, row.id));
            log.info({ deviceId: row.id }, 'push subscription gone: device removed');
          } else
            log.warn(
              {
                deviceId: row.id,
                status: error instanceof WebPushError ? error.statusCode : undefined,
                reason: error instanceof Error ? error.message.slice(0, 200) : String(error),
              },
              'push not delivered',
            );
        }
      }
      return sent;
    },
  };
}

export type PushSender = ReturnType<typeof pushSender>;
