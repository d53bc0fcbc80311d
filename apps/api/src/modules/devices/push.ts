import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../../db/client.ts';
import { appSettings, devices } from '../../db/schema/devices.ts';
import type { NativePushSender, NativeSendOutcome } from '../../providers/push/index.ts';
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
/** The time limit of each push, Web Push or native. */
export const PUSH_TIMEOUT_MS = 5_000;

type Outcome = 'sent' | 'gone' | 'failed';

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
 * Sends a customer's pushes: Web Push to their browsers, FCM to their Android devices and APNs to their iPhones
 * (`native`; a platform without its service configured is skipped). A registration the push service says is gone
 * (Web Push 404/410, FCM UNREGISTERED, APNs Unregistered/BadDeviceToken) is deleted; any other failure is logged and
 * never reaches the caller.
 */
export function pushSender({
  db,
  keys,
  subject,
  log,
  agent,
  native = {},
}: {
  db: Db;
  keys: VapidKeys;
  subject: string;
  log: FastifyBaseLogger;
  /** The TLS agent for the push services (a private CA, a proxy); Node's default otherwise. */
  agent?: Agent;
  /** The native push services configured (FCM for android tokens, APNs for ios tokens). */
  native?: { android?: NativePushSender | null; ios?: NativePushSender | null };
}) {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };

  async function forget(deviceId: number, reason: string) {
    await db.delete(devices).where(eq(devices.id, deviceId));
    log.info({ deviceId, reason }, 'push registration gone: device removed');
  }

  /** One browser's Web Push: taken by the push service, gone (deleted) or failed (worth another try). */
  async function sendWeb(row: { id: number; token: string }, message: PushMessage): Promise<Outcome> {
    const subscription = subscriptionOf(row.token);
    if (!subscription) return 'gone';
    try {
      await webpush.sendNotification(subscription, JSON.stringify(message), {
        vapidDetails,
        TTL: 3_600,
        timeout: PUSH_TIMEOUT_MS,
        urgency: 'high',
        ...(agent ? { agent } : {}),
      });
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await forget(row.id, String(error.statusCode));
        return 'gone';
      }
      log.warn(
        {
          deviceId: row.id,
          status: error instanceof WebPushError ? error.statusCode : undefined,
          reason: error instanceof Error ? error.message.slice(0, 200) : String(error),
        },
        'push not delivered',
      );
      return 'failed';
    }
  }

  /** One device's native push through its platform's service. */
  async function sendNative(
    sender: NativePushSender,
    row: { id: number; token: string; plataforma: string },
    message: PushMessage,
  ): Promise<Outcome> {
    let result: NativeSendOutcome;
    try {
      result = await sender.send(row.token, message);
    } catch (error) {
      result = { outcome: 'failed', reason: error instanceof Error ? error.message.slice(0, 200) : 'error' };
    }
    if (result.outcome === 'sent') return 'sent';
    if (result.outcome === 'dead') {
      await forget(row.id, result.reason);
      return 'gone';
    }
    log.warn(
      { deviceId: row.id, plataforma: row.plataforma, status: result.status, reason: result.reason },
      'push not delivered',
    );
    return 'failed';
  }

  /** Sends `message` to every registration of the customer; counts what the push services took and refused. */
  async function deliver(
    customerId: number,
    message: PushMessage,
  ): Promise<{ sent: number; failed: number }> {
    const rows = await db
      .select({ id: devices.id, token: devices.token, plataforma: devices.plataforma })
      .from(devices)
      .where(eq(devices.customerId, customerId));
    const counts = { sent: 0, failed: 0 };
    for (const row of rows) {
      // a platform whose service is not configured keeps its tokens, unsent to
      const sender = row.plataforma === 'web' ? null : native[row.plataforma];
      if (row.plataforma !== 'web' && !sender) continue;
      const outcome = sender ? await sendNative(sender, row, message) : await sendWeb(row, message);
      if (outcome === 'sent') counts.sent += 1;
      if (outcome === 'failed') counts.failed += 1;
    }
    return counts;
  }

  return {
    publicKey: keys.publicKey,

    /** Whether the customer has a registration a push could reach (one indexed read; most customers have none). */
    async hasDevices(customerId: number): Promise<boolean> {
      const rows = await db
        .select({ id: devices.id })
        .from(devices)
        .where(eq(devices.customerId, customerId))
        .limit(1);
      return rows.length > 0;
    },

    /** Sends `message` to every registration of the customer; answers how many the push services took. */
    async sendToCustomer(customerId: number, message: PushMessage): Promise<number> {
      return (await deliver(customerId, message)).sent;
    },

    /**
     * Sends `message` to every registration of the customer and throws when a push service failed (not one that
     * said the registration is gone), so a queued push is tried again (every device: the tag shows it once).
     */
    async sendOrThrow(customerId: number, message: PushMessage): Promise<void> {
      const { failed } = await deliver(customerId, message);
      if (failed > 0) throw new Error(`push not delivered to ${failed} device(s)`);
    },
  };
}

export type PushSender = ReturnType<typeof pushSender>;
