import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../modules/auth/testing.ts';
import { apnsSender } from './apns.ts';
import { fakeApns, localCertificate } from './fake-push-services.ts';
import type { NativePushMessage } from './native-sender.ts';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
const ids = { keyId: 'ABC123DEFG', teamId: 'TEAM123456' };
const fake = await fakeApns({ publicKey, ...ids });
const message: NativePushMessage = {
  title: 'Pedido #9: Saiu para entrega',
  body: 'Seu pedido saiu para entrega.',
  url: '/tabs/detalhes-pedido?pedidoId=9',
  tag: 'pedido-9',
};
const token = (n: number) => `${'0a1b2c3d'.repeat(7)}${String(n).padStart(8, '0')}`;

function sender(clock = manualClock(new Date('2025-06-03T15:00:00Z')), timeoutMs = 2_000) {
  const apns = apnsSender({
    key: privateKey,
    ...ids,
    topic: 'br.com.hanamisushi.app',
    url: fake.url,
    timeoutMs,
    clock: clock.now,
    ca: fake.ca,
  });
  return { apns, clock };
}

describe('APNs (against a local HTTP/2 server over TLS)', () => {
  it('posts the alert to /3/device/{token} with an ES256 provider token and the APNs headers', async () => {
    const { apns, clock } = sender();
    try {
      expect(await apns.send(token(1), message)).toEqual({ outcome: 'sent' });
      const call = fake.calls.at(-1)!;
      expect(call.path).toBe(`/3/device/${token(1)}`);
      expect(call.claims).toEqual({ iss: 'TEAM123456', iat: clock.now().getTime() / 1000 });
      expect(call.headers).toMatchObject({
        ':method': 'POST',
        'apns-topic': 'br.com.hanamisushi.app',
        'apns-push-type': 'alert',
        'apns-priority': '10',
        'apns-collapse-id': 'pedido-9',
        'apns-expiration': String(clock.now().getTime() / 1000 + 3600),
        'content-type': 'application/json',
      });
      expect(call.body).toEqual({
        aps: {
          alert: { title: 'Pedido #9: Saiu para entrega', body: 'Seu pedido saiu para entrega.' },
          sound: 'default',
        },
        url: '/tabs/detalhes-pedido?pedidoId=9',
      });
    } finally {
      apns.close();
    }
  });

  it('keeps one connection and one provider token for 50 minutes, then signs a new one', async () => {
    const { apns, clock } = sender();
    try {
      const connections = fake.connections();
      const before = fake.calls.length;
      await Promise.all([2, 3, 4].map((n) => apns.send(token(n), message)));
      clock.advance(49 * 60_000);
      await apns.send(token(5), message);
      clock.advance(2 * 60_000);
      await apns.send(token(6), message);
      expect(fake.connections() - connections).toBe(1);
      const jwts = fake.calls.slice(before).map((call) => call.headers.authorization);
      expect(new Set(jwts.slice(0, 4)).size).toBe(1);
      expect(jwts[4]).not.toBe(jwts[0]);
      expect(fake.calls.at(-1)!.claims?.iat).toBe(clock.now().getTime() / 1000);
    } finally {
      apns.close();
    }
  });

  it('tells a dead token (410 Unregistered, 400 BadDeviceToken) from any other refusal', async () => {
    const { apns } = sender();
    const answers: Record<string, { status: number; reason: string }> = {
      [token(10)]: { status: 410, reason: 'Unregistered' },
      [token(11)]: { status: 400, reason: 'BadDeviceToken' },
      [token(12)]: { status: 400, reason: 'DeviceTokenNotForTopic' },
      [token(13)]: { status: 429, reason: 'TooManyRequests' },
      [token(14)]: { status: 503, reason: 'ServiceUnavailable' },
    };
    fake.control.answerFor = (device) => answers[device] ?? null;
    try {
      expect(await apns.send(token(10), message)).toEqual({ outcome: 'dead', reason: 'Unregistered' });
      expect(await apns.send(token(11), message)).toEqual({ outcome: 'dead', reason: 'BadDeviceToken' });
      expect(await apns.send(token(12), message)).toEqual({
        outcome: 'failed',
        status: 400,
        reason: 'DeviceTokenNotForTopic',
      });
      expect(await apns.send(token(13), message)).toEqual({
        outcome: 'failed',
        status: 429,
        reason: 'TooManyRequests',
      });
      expect(await apns.send(token(14), message)).toEqual({
        outcome: 'failed',
        status: 503,
        reason: 'ServiceUnavailable',
      });
      expect(await apns.send(token(15), message)).toEqual({ outcome: 'sent' });
    } finally {
      fake.control.answerFor = () => null;
      apns.close();
    }
  });

  it('a provider token APNs calls expired is signed again and the send tried once more', async () => {
    const { apns } = sender();
    let refusals = 0;
    fake.control.answerFor = () =>
      refusals++ === 0 ? { status: 403, reason: 'ExpiredProviderToken' } : null;
    try {
      const before = fake.calls.length;
      expect(await apns.send(token(21), message)).toEqual({ outcome: 'sent' });
      const [first, second, extra] = fake.calls.slice(before);
      expect([first?.path, second?.path, extra]).toEqual([
        `/3/device/${token(21)}`,
        `/3/device/${token(21)}`,
        undefined,
      ]);
      expect(second?.claims).not.toBeNull();
      expect(first?.headers.authorization).not.toBe(second?.headers.authorization);
      // only once: a second refusal in a row is the answer
      refusals = 0;
      fake.control.answerFor = () => ({ status: 403, reason: 'ExpiredProviderToken' });
      expect(await apns.send(token(23), message)).toEqual({
        outcome: 'failed',
        status: 403,
        reason: 'ExpiredProviderToken',
      });
      fake.control.answerFor = () => null;
      // a key APNs refuses (InvalidProviderToken) is a failure, never a dead token
      const stranger = apnsSender({
        key: generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey,
        ...ids,
        topic: 'br.com.hanamisushi.app',
        url: fake.url,
        timeoutMs: 2_000,
        ca: fake.ca,
      });
      expect(await stranger.send(token(22), message)).toEqual({
        outcome: 'failed',
        status: 403,
        reason: 'InvalidProviderToken',
      });
      stranger.close();
    } finally {
      fake.control.answerFor = () => null;
      apns.close();
    }
  });

  it('an unreachable, untrusted or silent APNs is a failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const options = { key: privateKey, ...ids, topic: 'br.com.hanamisushi.app', timeoutMs: 300 };
    const unreachable = apnsSender({ ...options, url: `https://127.0.0.1:${port}` });
    expect(await unreachable.send(token(30), message)).toEqual({
      outcome: 'failed',
      reason: 'not sent: ECONNREFUSED',
    });

    // production trusts only public CAs: the local certificate is refused
    const untrusted = apnsSender({ ...options, url: fake.url, ca: localCertificate().cert });
    const refused = await untrusted.send(token(31), message);
    expect(refused).toMatchObject({ outcome: 'failed', reason: expect.stringMatching(/^not sent: /) });
    untrusted.close();

    fake.control.answerFor = () => 'hang';
    const { apns } = sender(undefined, 300);
    try {
      expect(await apns.send(token(32), message)).toEqual({
        outcome: 'failed',
        reason: 'no answer: timeout',
      });
    } finally {
      fake.control.answerFor = () => null;
      apns.close();
    }
  });
});
