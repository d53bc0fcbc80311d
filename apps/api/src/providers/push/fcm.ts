import { SignJWT } from 'jose';
import { type Clock, systemClock } from '../clock.ts';
import { callProvider, type HttpOutcome, isRecord, num, obj, str, type TlsOptions } from '../http/index.ts';
import type { NativePushMessage, NativePushSender, NativeSendOutcome } from './native-sender.ts';
import type { GoogleServiceAccount } from './service-account.ts';

export interface FcmOptions {
  account: GoogleServiceAccount;
  /** FCM's base URL: messages go to `{apiUrl}/v1/projects/{project_id}/messages:send`. */
  apiUrl: string;
  /** Google's OAuth2 token endpoint, also the audience of the signed assertion. */
  tokenUrl: string;
  timeoutMs: number;
  clock?: Clock | undefined;
  /** Extra trusted CAs (a private CA in front of the endpoints). */
  tls?: TlsOptions | undefined;
}

/** The OAuth2 scope of FCM's HTTP v1 API. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const ASSERTION_SECONDS = 3_600;
/** A cached access token is replaced this long before Google's `expires_in` runs out. */
const EARLY_SECONDS = 120;

type Failed = Extract<NativeSendOutcome, { outcome: 'failed' }>;

const unreached = (outcome: Exclude<HttpOutcome, { kind: 'answered' }>): Failed => ({
  outcome: 'failed',
  reason: outcome.kind === 'not_sent' ? `not sent: ${outcome.reason}` : `no answer: ${outcome.reason}`,
});

/**
 * A Google API error (`{ error: { code, status, message, details: [...] } }`): its canonical `status`, the FCM
 * `errorCode` of its `FcmError` detail and whether it blames the registration token (a `BadRequest` field
 * violation on `message.token`, or a message naming the registration token).
 */
function googleError(json: unknown) {
  const error = isRecord(json) ? obj(json, 'error') : null;
  if (!error) return { status: null, errorCode: null, aboutToken: false };
  const details = Array.isArray(error.details) ? error.details.filter(isRecord) : [];
  const errorCode =
    details
      .map((detail) => (String(detail['@type']).endsWith('FcmError') ? str(detail, 'errorCode') : null))
      .find((code) => code !== null) ?? null;
  const violations = details.flatMap((detail) =>
    Array.isArray(detail.fieldViolations) ? detail.fieldViolations.filter(isRecord) : [],
  );
  const aboutToken =
    violations.some((violation) => str(violation, 'field') === 'message.token') ||
    /registration token/i.test(str(error, 'message') ?? '');
  return { status: str(error, 'status'), errorCode, aboutToken };
}

/** What FCM's answer to `messages:send` means for the token. */
export function fcmOutcome(status: number, json: unknown): NativeSendOutcome {
  if (status >= 200 && status < 300) return { outcome: 'sent' };
  const error = googleError(json);
  if (error.errorCode === 'UNREGISTERED') return { outcome: 'dead', reason: 'UNREGISTERED' };
  if (status === 404 && error.status === 'NOT_FOUND') return { outcome: 'dead', reason: 'NOT_FOUND' };
  if ((error.errorCode ?? error.status) === 'INVALID_ARGUMENT' && error.aboutToken)
    return { outcome: 'dead', reason: 'INVALID_ARGUMENT' };
  return { outcome: 'failed', status, reason: error.errorCode ?? error.status ?? `HTTP ${status}` };
}

/** The HTTP v1 message: the notice, the page to open in `data` (strings only), high priority on Android. */
export function fcmMessage(token: string, message: NativePushMessage) {
  return {
    message: {
      token,
      notification: { title: message.title, body: message.body },
      data: { url: message.url, ...(message.tag ? { tag: message.tag } : {}) },
      android: { priority: 'high', ...(message.tag ? { notification: { tag: message.tag } } : {}) },
    },
  };
}

/**
 * Firebase Cloud Messaging, HTTP v1 API, for the Android app's tokens. Authorises as the service account: a JWT
 * (RS256, signed with the account's private key, scope firebase.messaging) exchanged at the token endpoint for an
 * access token, kept until shortly before it expires and shared by concurrent sends; a 401 drops it and the send is
 * tried once more with a fresh one.
 */
export function fcmSender(options: FcmOptions): NativePushSender {
  const { account, tokenUrl, timeoutMs, tls } = options;
  const clock = options.clock ?? systemClock;
  const sendUrl = `${options.apiUrl.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(account.projectId)}/messages:send`;
  let cached: { value: string; expiresAt: number } | null = null;
  let exchanging: Promise<string | Failed> | null = null;

  async function exchange(): Promise<string | Failed> {
    const now = Math.floor(clock().getTime() / 1000);
    const assertion = await new SignJWT({
      iss: account.clientEmail,
      scope: FCM_SCOPE,
      aud: tokenUrl,
      iat: now,
      exp: now + ASSERTION_SECONDS,
    })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(account.privateKeyId ? { kid: account.privateKeyId } : {}),
      })
      .sign(account.privateKey);
    const outcome = await callProvider({
      method: 'POST',
      url: tokenUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
      timeoutMs,
      tls,
    });
    if (outcome.kind !== 'answered') return unreached(outcome);
    const body = isRecord(outcome.json) ? outcome.json : {};
    const value = str(body, 'access_token');
    if (outcome.status >= 300 || !value)
      return {
        outcome: 'failed',
        status: outcome.status,
        reason: `access token refused: ${str(body, 'error') ?? `HTTP ${outcome.status}`}`,
      };
    const seconds = num(body, 'expires_in') ?? ASSERTION_SECONDS;
    cached = { value, expiresAt: clock().getTime() + Math.max(0, seconds - EARLY_SECONDS) * 1000 };
    return value;
  }

  function accessToken(): Promise<string | Failed> {
    if (cached && cached.expiresAt > clock().getTime()) return Promise.resolve(cached.value);
    exchanging ??= exchange().finally(() => {
      exchanging = null;
    });
    return exchanging;
  }

  return {
    async send(token, message) {
      for (let attempt = 0; ; attempt++) {
        const bearer = await accessToken();
        if (typeof bearer !== 'string') return bearer;
        const outcome = await callProvider({
          method: 'POST',
          url: sendUrl,
          headers: { authorization: `Bearer ${bearer}` },
          json: fcmMessage(token, message),
          timeoutMs,
          tls,
        });
        if (outcome.kind !== 'answered') return unreached(outcome);
        if (outcome.status === 401 && attempt === 0) {
          if (cached?.value === bearer) cached = null;
          continue;
        }
        return fcmOutcome(outcome.status, outcome.json);
      }
    },
    close() {},
  };
}
