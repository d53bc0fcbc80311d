import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../modules/auth/testing.ts';
import { fakeServer } from '../http/fake-server.ts';
import { FCM_ERRORS, fakeFcm, serviceAccountKey, verifiedJwt } from './fake-push-services.ts';
import { fcmSender } from './fcm.ts';
import type { NativePushMessage } from './native-sender.ts';
import { parseServiceAccount } from './service-account.ts';

const key = serviceAccountKey();
const account = parseServiceAccount(key.text);
const fake = await fakeFcm({
  publicKey: key.publicKey,
  clientEmail: key.json.client_email,
  projectId: key.json.project_id,
});
const message: NativePushMessage = {
  title: 'Pedido #7: Em preparo',
  body: 'Seu pedido está sendo preparado.',
  url: '/tabs/detalhes-pedido?pedidoId=7',
  tag: 'pedido-7',
};

function sender(clock = manualClock(new Date('2025-06-03T15:00:00Z')), timeoutMs = 2_000) {
  return {
    clock,
    fcm: fcmSender({ account, apiUrl: fake.url, tokenUrl: fake.tokenUrl, timeoutMs, clock: clock.now }),
  };
}

describe('FCM HTTP v1 (against a local Google OAuth2 + FCM)', () => {
  it('authorises as the service account with an RS256 assertion and sends the order notice', async () => {
    const { fcm, clock } = sender();
    const before = fake.calls.length;
    expect(await fcm.send('fcm-token-a1', message)).toEqual({ outcome: 'sent' });

    const [exchange, send] = fake.calls.slice(before);
    expect(exchange?.path).toBe('/token');
    const form = new URLSearchParams(exchange!.raw);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const assertion = verifiedJwt(form.get('assertion')!, key.publicKey, 'RS256');
    const now = clock.now().getTime() / 1000;
    expect(assertion).toEqual({
      header: { alg: 'RS256', typ: 'JWT', kid: key.json.private_key_id },
      claims: {
        iss: key.json.client_email,
        scope: 'https://www.googleapis.com/auth/firebase.messaging',
        aud: fake.tokenUrl,
        iat: now,
        exp: now + 3600,
      },
    });
    // another key's signature does not verify
    expect(verifiedJwt(form.get('assertion')!, serviceAccountKey().publicKey, 'RS256')).toBeNull();

    expect(send?.path).toBe('/v1/projects/hanami-sushi-app/messages:send');
    expect(send?.headers.authorization).toMatch(/^Bearer ya29\./);
    expect(send?.headers['content-type']).toBe('application/json');
    expect(send?.body).toEqual({
      message: {
        token: 'fcm-token-a1',
        notification: { title: 'Pedido #7: Em preparo', body: 'Seu pedido está sendo preparado.' },
        data: { url: '/tabs/detalhes-pedido?pedidoId=7', tag: 'pedido-7' },
        android: { priority: 'high', notification: { tag: 'pedido-7' } },
      },
    });
  });

  it('exchanges once for many sends (concurrent ones too) until shortly before the token expires', async () => {
    const { fcm, clock } = sender();
    const before = fake.exchanges().length;
    const results = await Promise.all(
      ['fcm-b1', 'fcm-b2', 'fcm-b3'].map((token) => fcm.send(token, { ...message, tag: undefined })),
    );
    expect(results).toEqual([{ outcome: 'sent' }, { outcome: 'sent' }, { outcome: 'sent' }]);
    expect(await fcm.send('fcm-b4', message)).toEqual({ outcome: 'sent' });
    expect(fake.exchanges().length - before).toBe(1);
    expect(fake.sends().at(-2)?.body).toMatchObject({ message: { data: { url: message.url } } });

    // 3599 s, renewed two minutes early
    clock.advance(3_470_000);
    await fcm.send('fcm-b5', message);
    expect(fake.exchanges().length - before).toBe(1);
    clock.advance(10_000);
    await fcm.send('fcm-b6', message);
    expect(fake.exchanges().length - before).toBe(2);
  });

  it('a token refused early (401) is exchanged again and the send tried once more', async () => {
    const { fcm } = sender();
    await fcm.send('fcm-c1', message);
    const before = fake.exchanges().length;
    fake.control.issued.clear();
    expect(await fcm.send('fcm-c2', message)).toEqual({ outcome: 'sent' });
    expect(fake.exchanges().length - before).toBe(1);
    const lastTwo = fake.sends().slice(-2);
    expect(lastTwo.map((call) => (call.body as { message: { token: string } }).message.token)).toEqual([
      'fcm-c2',
      'fcm-c2',
    ]);
  });

  it('tells a dead token (UNREGISTERED, a token FCM calls invalid) from any other failure', async () => {
    const { fcm } = sender();
    const answers: Record<string, (typeof FCM_ERRORS)[keyof typeof FCM_ERRORS]> = {
      'fcm-gone': FCM_ERRORS.unregistered,
      'fcm-malformed': FCM_ERRORS.invalidToken,
      'fcm-bad-payload': FCM_ERRORS.invalidPayload,
      'fcm-other-project': FCM_ERRORS.senderMismatch,
      'fcm-busy': FCM_ERRORS.unavailable,
    };
    fake.control.answerFor = (token) => answers[token] ?? null;
    try {
      expect(await fcm.send('fcm-gone', message)).toEqual({ outcome: 'dead', reason: 'UNREGISTERED' });
      expect(await fcm.send('fcm-malformed', message)).toEqual({
        outcome: 'dead',
        reason: 'INVALID_ARGUMENT',
      });
      expect(await fcm.send('fcm-bad-payload', message)).toEqual({
        outcome: 'failed',
        status: 400,
        reason: 'INVALID_ARGUMENT',
      });
      expect(await fcm.send('fcm-other-project', message)).toEqual({
        outcome: 'failed',
        status: 403,
        reason: 'SENDER_ID_MISMATCH',
      });
      expect(await fcm.send('fcm-busy', message)).toEqual({
        outcome: 'failed',
        status: 503,
        reason: 'UNAVAILABLE',
      });
      expect(await fcm.send('fcm-fine', message)).toEqual({ outcome: 'sent' });
    } finally {
      fake.control.answerFor = () => null;
    }
  });

  it('a refused assertion sends nothing; an unreachable or silent FCM is a failure, never a dead token', async () => {
    fake.control.refuseAssertions = true;
    try {
      const sendsBefore = fake.sends().length;
      expect(await sender().fcm.send('fcm-d1', message)).toEqual({
        outcome: 'failed',
        status: 400,
        reason: 'access token refused: invalid_grant',
      });
      expect(fake.sends().length).toBe(sendsBefore);
    } finally {
      fake.control.refuseAssertions = false;
    }

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = fcmSender({
      account,
      apiUrl: `http://127.0.0.1:${port}`,
      tokenUrl: `http://127.0.0.1:${port}/token`,
      timeoutMs: 1_000,
    });
    expect(await unreachable.send('fcm-d2', message)).toEqual({
      outcome: 'failed',
      reason: 'not sent: ECONNREFUSED',
    });

    const silent = await fakeServer(() => 'hang');
    const slow = fcmSender({ account, apiUrl: silent.url, tokenUrl: `${silent.url}/token`, timeoutMs: 200 });
    expect(await slow.send('fcm-d3', message)).toEqual({ outcome: 'failed', reason: 'no answer: timeout' });
  });
});

describe('service account key', () => {
  it('needs a service_account with project_id, client_email and an RSA private key', () => {
    expect(account).toMatchObject({
      projectId: 'hanami-sushi-app',
      clientEmail: key.json.client_email,
      privateKeyId: key.json.private_key_id,
    });
    const broken = (change: Record<string, unknown>) => () =>
      parseServiceAccount(JSON.stringify({ ...key.json, ...change }));
    expect(() => parseServiceAccount('{not json')).toThrow('not a JSON service account key');
    expect(broken({ type: 'authorized_user' })).toThrow('"type" is not "service_account"');
    expect(broken({ project_id: '' })).toThrow('"project_id" is missing');
    expect(broken({ client_email: undefined })).toThrow('"client_email" is missing');
    expect(broken({ private_key: 'abc' })).toThrow('"private_key" is not a PEM private key');
    const garbled =
      '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n';
    expect(broken({ private_key: garbled })).toThrow(/^"private_key" is not a PEM private key$/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    expect(broken({ private_key: ec.export({ type: 'pkcs8', format: 'pem' }).toString() })).toThrow(
      '"private_key" is not an RSA key',
    );
  });
});
