import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Env } from '../../config/env.ts';
import type { Clock } from '../clock.ts';
import { apnsSender } from './apns.ts';
import { fcmSender } from './fcm.ts';
import type { NativePushSender } from './native-sender.ts';
import { parseServiceAccount } from './service-account.ts';

export { apnsOutcome, apnsPayload, apnsSender } from './apns.ts';
export { FCM_SCOPE, fcmMessage, fcmOutcome, fcmSender } from './fcm.ts';
export * from './native-sender.ts';
export { type GoogleServiceAccount, parseServiceAccount } from './service-account.ts';

/** The native push services configured: FCM for Android tokens, APNs for iOS tokens; null where it is off. */
export interface NativePush {
  android: NativePushSender | null;
  ios: NativePushSender | null;
  close(): void;
}

function readSetting(variable: string, file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** The APNs auth key (.p8: a PKCS#8 EC P-256 private key in PEM). */
function apnsKey(file: string): KeyObject {
  const text = readSetting('APNS_KEY_FILE', file);
  let key: KeyObject;
  try {
    key = createPrivateKey(text);
  } catch {
    throw new Error(`APNS_KEY_FILE: ${file} is not a PEM private key (.p8)`);
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
    throw new Error(`APNS_KEY_FILE: ${file} is not an EC P-256 key (.p8)`);
  return key;
}

/**
 * The native push senders the environment configures: FCM (HTTP v1) when FCM_SERVICE_ACCOUNT_FILE names a service
 * account key, APNs when the APNS_ variables are set. The key files are read and checked here, so a bad one stops
 * the start. Sends are bounded by `timeoutMs`.
 */
export function createNativePush(
  env: Env,
  options: { timeoutMs: number; clock?: Clock | undefined; ca?: Buffer | undefined },
): NativePush {
  let android: NativePushSender | null = null;
  if (env.FCM_SERVICE_ACCOUNT_FILE) {
    const file = env.FCM_SERVICE_ACCOUNT_FILE;
    const text = readSetting('FCM_SERVICE_ACCOUNT_FILE', file);
    let account: ReturnType<typeof parseServiceAccount>;
    try {
      account = parseServiceAccount(text);
    } catch (error) {
      throw new Error(`FCM_SERVICE_ACCOUNT_FILE: ${file}: ${(error as Error).message}`);
    }
    android = fcmSender({
      account,
      apiUrl: env.FCM_API_URL,
      tokenUrl: env.FCM_TOKEN_URL,
      timeoutMs: options.timeoutMs,
      clock: options.clock,
      tls: options.ca ? { ca: options.ca } : undefined,
    });
  }
  const ios =
    env.APNS_KEY_FILE && env.APNS_KEY_ID && env.APNS_TEAM_ID && env.APNS_TOPIC
      ? apnsSender({
          key: apnsKey(env.APNS_KEY_FILE),
          keyId: env.APNS_KEY_ID,
          teamId: env.APNS_TEAM_ID,
          topic: env.APNS_TOPIC,
          url: env.APNS_URL,
          timeoutMs: options.timeoutMs,
          clock: options.clock,
          ca: options.ca,
        })
      : null;
  return {
    android,
    ios,
    close() {
      android?.close();
      ios?.close();
    },
  };
}

/** What to say at start-up about native push that is off (its tokens are kept but nothing is sent to them). */
export function nativePushNotices(env: Env): string[] {
  const notices: string[] = [];
  if (!env.FCM_SERVICE_ACCOUNT_FILE)
    notices.push('native push to Android is off: FCM_SERVICE_ACCOUNT_FILE is not set');
  if (!env.APNS_KEY_FILE) notices.push('native push to iOS is off: the APNS_ variables are not set');
  return notices;
}
