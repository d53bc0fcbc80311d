import type { KeyObject } from 'node:crypto';
import { type ClientHttp2Session, connect, constants } from 'node:http2';
import { SignJWT } from 'jose';
import { type Clock, systemClock } from '../clock.ts';
import { isRecord, str } from '../http/index.ts';
import type { NativePushMessage, NativePushSender, NativeSendOutcome } from './native-sender.ts';

export interface ApnsOptions {
  /** The .p8 signing key (an EC P-256 private key) of the Apple developer account. */
  key: KeyObject;
  /** The key's 10-character id (the JWT `kid`) and the team's 10-character id (`iss`). */
  keyId: string;
  teamId: string;
  /** The app's bundle id (`apns-topic`). */
  topic: string;
  /** `https://api.push.apple.com`, or `https://api.sandbox.push.apple.com` for development builds. */
  url: string;
  timeoutMs: number;
  clock?: Clock | undefined;
  /** Extra trusted CA certificates for the server (a private CA in front of APNs). */
  ca?: Buffer | undefined;
}

/** Apple accepts a provider token for an hour and refuses new ones more often than every 20 minutes. */
const PROVIDER_TOKEN_MS = 50 * 60_000;
/** An order notice still worth showing this long after it was sent (Web Push uses the same TTL). */
const EXPIRY_SECONDS = 3_600;
/** `apns-collapse-id` may have at most 64 bytes. */
const COLLAPSE_ID_BYTES = 64;

type Answer = { status: number; reason: string | null } | { failed: string };

/** What APNs' answer means for the token: 410 Unregistered and 400 BadDeviceToken end it. */
export function apnsOutcome(status: number, reason: string | null): NativeSendOutcome {
  if (status === 200) return { outcome: 'sent' };
  if (status === 410) return { outcome: 'dead', reason: reason ?? 'Unregistered' };
  if (status === 400 && (reason === 'BadDeviceToken' || reason === 'Unregistered'))
    return { outcome: 'dead', reason };
  return { outcome: 'failed', status, reason: reason ?? `HTTP ${status}` };
}

/** The notification payload: the alert, the default sound, and the page to open as `url` beside `aps`. */
export function apnsPayload(message: NativePushMessage) {
  return { aps: { alert: { title: message.title, body: message.body }, sound: 'default' }, url: message.url };
}

/**
 * Apple Push Notification service for the iOS app's tokens: HTTP/2 to `{url}/3/device/{token}` on one kept
 * connection, provider-token authentication (ES256 JWT signed with the .p8 key; made again after 50 minutes, or
 * at once when APNs answers ExpiredProviderToken, and that send tried once more), `apns-push-type: alert`,
 * `apns-priority: 10`, the message's tag as `apns-collapse-id` so an order's later notice replaces the earlier one.
 */
export function apnsSender(options: ApnsOptions): NativePushSender {
  const clock = options.clock ?? systemClock;
  const origin = new URL(options.url).origin;
  // the token being signed is shared: sends made together wait for one signature, never make one each
  let provider: { token: Promise<string>; madeAt: number } | null = null;
  let session: ClientHttp2Session | null = null;

  function providerToken(): Promise<string> {
    const now = clock().getTime();
    if (provider && now >= provider.madeAt && now - provider.madeAt < PROVIDER_TOKEN_MS)
      return provider.token;
    // ES256: ECDSA P-256 with SHA-256, the signature as r‖s (jose writes it so)
    const token = new SignJWT({ iss: options.teamId, iat: Math.floor(now / 1000) })
      .setProtectedHeader({ alg: 'ES256', kid: options.keyId })
      .sign(options.key);
    const made = { token, madeAt: now };
    provider = made;
    token.catch(() => {
      if (provider === made) provider = null;
    });
    return token;
  }

  function connection(): ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const opened = connect(origin, options.ca ? { ca: options.ca } : {});
    // A failed connection cancels its streams, which report why (the error's cause).
    opened.on('error', () => undefined);
    const forget = () => {
      if (session === opened) session = null;
    };
    opened.on('close', forget);
    opened.on('goaway', () => {
      forget();
      opened.close();
    });
    // An idle connection does not keep the process alive.
    opened.unref();
    session = opened;
    return opened;
  }

  function post(token: string, message: NativePushMessage, bearer: string): Promise<Answer> {
    return new Promise((resolve) => {
      let settled = false;
      const finish = (answer: Answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(answer);
      };
      const collapseId =
        message.tag && Buffer.byteLength(message.tag) <= COLLAPSE_ID_BYTES ? message.tag : null;
      let stream: ReturnType<ClientHttp2Session['request']>;
      try {
        stream = connection().request({
          ':method': 'POST',
          ':path': `/3/device/${encodeURIComponent(token)}`,
          authorization: `bearer ${bearer}`,
          'apns-topic': options.topic,
          'apns-push-type': 'alert',
          'apns-priority': '10',
          'apns-expiration': String(Math.floor(clock().getTime() / 1000) + EXPIRY_SECONDS),
          ...(collapseId ? { 'apns-collapse-id': collapseId } : {}),
          'content-type': 'application/json',
        });
      } catch (error) {
        resolve({ failed: `not sent: ${(error as NodeJS.ErrnoException).code ?? 'connection'}` });
        return;
      }
      const timer = setTimeout(() => {
        stream.close(constants.NGHTTP2_CANCEL);
        finish({ failed: 'no answer: timeout' });
      }, options.timeoutMs);
      let status = 0;
      let text = '';
      stream.setEncoding('utf8');
      stream.on('response', (headers) => {
        status = Number(headers[':status']);
      });
      stream.on('data', (chunk: string) => {
        if (text.length < 4096) text += chunk;
      });
      stream.on('end', () => {
        let reason: string | null = null;
        try {
          const json: unknown = text ? JSON.parse(text) : null;
          reason = isRecord(json) ? str(json, 'reason') : null;
        } catch {
          reason = null;
        }
        finish(status ? { status, reason } : { failed: 'no answer: connection_lost' });
      });
      stream.on('error', (error: NodeJS.ErrnoException) => {
        const cause = error.cause as NodeJS.ErrnoException | undefined;
        const code = cause?.code ?? error.code ?? error.name;
        finish({ failed: `${status ? 'no answer' : 'not sent'}: ${code}` });
      });
      stream.on('close', () => finish({ failed: 'no answer: connection_lost' }));
      stream.end(JSON.stringify(apnsPayload(message)));
    });
  }

  return {
    async send(token, message) {
      for (let attempt = 0; ; attempt++) {
        const bearer = await providerToken();
        const answer = await post(token, message, bearer);
        if ('failed' in answer) return { outcome: 'failed', reason: answer.failed };
        if (answer.status === 403 && answer.reason === 'ExpiredProviderToken' && attempt === 0) {
          if (provider && (await provider.token) === bearer) provider = null;
          continue;
        }
        return apnsOutcome(answer.status, answer.reason);
      }
    },
    close() {
      session?.close();
      session = null;
    },
  };
}
