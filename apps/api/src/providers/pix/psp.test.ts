import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { fakePsp } from './fake-psp.ts';
import { clientCertificate, createPixProvider } from './index.ts';
import { PIX_SIGNATURE_HEADER, signNotification } from './notifications.ts';
import { pspPixProvider } from './psp.ts';

const credentials = { clientId: 'Client_Id_hanami', clientSecret: 'Client_Secret_0123456789' };
const webhookSecret = 'segredo-do-webhook-com-mais-de-32-caracteres';
const pixKey = '7d9f0335-8dcc-4054-9bf9-0dbd61d36906';
const fake = await fakePsp(credentials);
const timeoutMs = 300;
const common = {
  ...credentials,
  key: pixKey,
  webhookSecret,
  merchantName: 'Hanami Sushi',
  merchantCity: 'Brasília',
  timeoutMs,
};
const pix = pspPixProvider({ apiUrl: fake.url, ...common });

let sequence = 0;
const key = (label: string) => `${label}-psp-${Date.now().toString(36)}-${++sequence}`;
const charge = (idempotencyKey = key('pedido'), amount = 1250) =>
  pix.createCharge({ idempotencyKey, amount, expiresInSeconds: 900, description: 'Pedido 12' });

describe('Pix PSP adapter (against a fake BACEN API Pix)', () => {
  it('gets an OAuth2 token once (client credentials, HTTP Basic) and creates a cob with expiry', async () => {
    const tokenCalls = fake.control.tokenCalls;
    const result = await charge();
    expect(result).toMatchObject({
      outcome: 'created',
      charge: { status: 'active', amount: 1250, payments: [] },
    });
    if (result.outcome !== 'created') return;
    const { txid, createdAt, expiresAt, brCode } = result.charge;
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    expect(expiresAt.getTime() - createdAt.getTime()).toBe(900_000);
    // The PSP's own "copia e cola" (a dynamic code pointing at the cob's location) is passed through.
    expect(brCode).toMatch(/^000201/);
    expect(brCode).toContain(fake.cobs.get(txid)!.location);
    const token = fake.calls.find((call) => call.path === '/oauth/token')!;
    expect(token.headers.authorization).toBe(
      `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
    );
    expect(token.raw).toBe('grant_type=client_credentials');
    const put = fake.calls.find((call) => call.method === 'PUT' && call.path === `/cob/${txid}`)!;
    expect(put.headers.authorization).toMatch(/^Bearer [0-9a-f]{32}$/);
    expect(put.body).toEqual({
      calendario: { expiracao: 900 },
      valor: { original: '12.50' },
      chave: pixKey,
      solicitacaoPagador: 'Pedido 12',
    });
    await charge();
    expect(fake.control.tokenCalls - tokenCalls).toBeLessThanOrEqual(1);
  });

  it('the same key twice gives the same charge; the PSP holds one cob', async () => {
    const idempotencyKey = key('pedido');
    const first = await charge(idempotencyKey);
    const second = await charge(idempotencyKey);
    expect(second).toEqual(first);
    if (first.outcome !== 'created') throw new Error('not created');
    // Both calls addressed the same txid: the second PUT was refused as a used txid and answered by a GET.
    const puts = fake.calls.filter((call) => call.method === 'PUT' && call.path.startsWith('/cob/'));
    expect(puts.slice(-2).map((call) => call.path)).toEqual([
      `/cob/${first.charge.txid}`,
      `/cob/${first.charge.txid}`,
    ]);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'GET', path: `/cob/${first.charge.txid}` });
  });

  it('a time-out is pending with the txid; reading it and retrying find the one cob', async () => {
    const idempotencyKey = key('pedido');
    fake.control.hang = 1;
    const result = await charge(idempotencyKey);
    expect(result).toEqual({ outcome: 'pending', txid: expect.stringMatching(/^[a-f0-9]{32}$/) });
    if (result.outcome !== 'pending') return;
    expect(await pix.getCharge(result.txid)).toMatchObject({ outcome: 'found', charge: { amount: 1250 } });
    const cobsBefore = fake.cobs.size;
    expect(await charge(idempotencyKey)).toMatchObject({ outcome: 'created', charge: { txid: result.txid } });
    expect(fake.cobs.size).toBe(cobsBefore);
  });

  it('a 5xx is failed; an unreadable 2xx is pending', async () => {
    fake.control.serverError = 1;
    expect(await charge()).toMatchObject({ outcome: 'failed', failure: { code: 'payment_provider_error' } });
    fake.control.malformed = 1;
    expect(await charge()).toMatchObject({ outcome: 'pending' });
  });

  it('builds a dynamic BR Code from the location when the PSP leaves pixCopiaECola out', async () => {
    fake.control.omitCopiaECola = true;
    const result = await charge();
    fake.control.omitCopiaECola = false;
    if (result.outcome !== 'created') throw new Error('not created');
    const location = fake.cobs.get(result.charge.txid)!.location;
    expect(result.charge.brCode).toContain(`25${String(location.length).padStart(2, '0')}${location}`);
    expect(result.charge.brCode).toContain('62070503***6304');
  });

  it('reads a paid charge with its Pix', async () => {
    const created = await charge();
    if (created.outcome !== 'created') throw new Error('not created');
    const endToEndId = fake.pay(created.charge.txid);
    expect(await pix.getCharge(created.charge.txid)).toMatchObject({
      outcome: 'found',
      charge: { status: 'paid', payments: [{ endToEndId, amount: 1250, refunds: [] }] },
    });
    expect(await pix.getCharge('naoexiste00000000000000000000')).toEqual({ outcome: 'not_found' });
  });

  it('refunds (devolução) in part; the same key never returns twice; more than paid is refused', async () => {
    const created = await charge();
    if (created.outcome !== 'created') throw new Error('not created');
    const endToEndId = fake.pay(created.charge.txid);
    const input = { endToEndId, idempotencyKey: key('devolucao'), amount: 500 };
    const first = await pix.refund(input);
    expect(first).toMatchObject({
      outcome: 'accepted',
      refund: { endToEndId, amount: 500, status: 'processing', rtrId: expect.stringMatching(/^D/) },
    });
    if (first.outcome !== 'accepted') return;
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: `/pix/${endToEndId}/devolucao/${first.refund.id}`,
      body: { valor: '5.00' },
    });
    expect(await pix.refund(input)).toMatchObject({
      outcome: 'accepted',
      refund: { id: first.refund.id, status: 'refunded' },
    });
    expect(await pix.getRefund(endToEndId, input.idempotencyKey)).toMatchObject({
      outcome: 'accepted',
      refund: { status: 'refunded', amount: 500 },
    });
    const pixAtPsp = fake.cobs.get(created.charge.txid)!.pix[0]!;
    expect(pixAtPsp.devolucoes).toHaveLength(1);
    expect(await pix.refund({ endToEndId, idempotencyKey: key('devolucao'), amount: 800 })).toMatchObject({
      outcome: 'refused',
      code: 'pix_refund_refused',
      message: 'Não foi possível devolver este Pix.',
    });
  });

  it('gets a new token when the PSP answers 401 to an old one', async () => {
    await charge();
    fake.revokeTokens();
    const tokenCalls = fake.control.tokenCalls;
    expect(await charge()).toMatchObject({ outcome: 'created' });
    expect(fake.control.tokenCalls).toBe(tokenCalls + 1);
  });

  it('wrong client credentials fail without reaching the API', async () => {
    const wrong = pspPixProvider({ apiUrl: fake.url, ...common, clientSecret: 'errado' });
    const before = fake.calls.filter((call) => call.path.startsWith('/cob/')).length;
    expect(
      await wrong.createCharge({ idempotencyKey: key('pedido'), amount: 100, expiresInSeconds: 600 }),
    ).toMatchObject({
      outcome: 'failed',
      failure: { code: 'payment_request_rejected', detail: 'HTTP 401' },
    });
    expect(fake.calls.filter((call) => call.path.startsWith('/cob/')).length).toBe(before);
  });
});

describe('Pix PSP notifications', () => {
  const body = JSON.stringify({
    pix: [
      {
        endToEndId: 'E1823612020260510150000s012345678',
        txid: 'a'.repeat(32),
        valor: '12.50',
        horario: '2026-05-10T15:00:00.000Z',
      },
    ],
  });
  const now = new Date();

  it('accepts a body signed with the webhook secret and reads its Pix', async () => {
    const result = await pix.verifyNotification({
      headers: { [PIX_SIGNATURE_HEADER]: signNotification(webhookSecret, body, now) },
      rawBody: Buffer.from(body),
    });
    expect(result).toEqual({
      outcome: 'verified',
      events: [
        {
          type: 'pix_received',
          txid: 'a'.repeat(32),
          endToEndId: 'E1823612020260510150000s012345678',
          amount: 1250,
          paidAt: new Date('2026-05-10T15:00:00.000Z'),
        },
      ],
    });
  });

  it.each([
    [
      'a wrong secret',
      { [PIX_SIGNATURE_HEADER]: signNotification('outro-segredo-com-32-caracteres-ou-mais', body, now) },
      body,
      'bad_signature',
    ],
    [
      'a changed body',
      { [PIX_SIGNATURE_HEADER]: signNotification(webhookSecret, body, now) },
      body.replace('12.50', '99.50'),
      'bad_signature',
    ],
    ['a garbled header', { [PIX_SIGNATURE_HEADER]: 'v1=abc' }, body, 'bad_signature'],
    ['no signature', {}, body, 'missing_signature'],
    [
      'a signature older than 5 minutes',
      { [PIX_SIGNATURE_HEADER]: signNotification(webhookSecret, body, new Date(now.getTime() - 301_000)) },
      body,
      'stale_signature',
    ],
  ])('rejects %s', async (_, headers, rawBody, reason) => {
    expect(await pix.verifyNotification({ headers, rawBody })).toEqual({ outcome: 'rejected', reason });
  });

  it('takes the shared secret as the URL hmac parameter for PSPs that cannot sign; rejects a wrong one', async () => {
    expect(
      await pix.verifyNotification({ headers: {}, rawBody: body, query: { hmac: webhookSecret } }),
    ).toMatchObject({
      outcome: 'verified',
    });
    expect(await pix.verifyNotification({ headers: {}, rawBody: body, query: { hmac: 'x' } })).toEqual({
      outcome: 'rejected',
      reason: 'bad_signature',
    });
  });

  it('rejects a signed body that is not a BACEN webhook body', async () => {
    const odd = JSON.stringify({ pix: [{ txid: 'x' }] });
    expect(
      await pix.verifyNotification({
        headers: { [PIX_SIGNATURE_HEADER]: signNotification(webhookSecret, odd, now) },
        rawBody: odd,
      }),
    ).toEqual({ outcome: 'rejected', reason: 'malformed_body' });
  });
});

describe('Pix PSP over mutual TLS', () => {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-pix-tls-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ec,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '2',
    '-subj',
    '/CN=Test PSP CA',
  );
  writeFileSync(join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1\n');
  for (const [name, subject, ext] of [
    ['server', '/CN=127.0.0.1', ['-extfile', 'san.ext']],
    ['client', '/CN=comanda-pix-client', []],
  ] as const) {
    openssl('req', ...ec, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject);
    openssl(
      'x509',
      '-req',
      '-in',
      `${name}.csr`,
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      `${name}.crt`,
      '-days',
      '2',
      ...ext,
    );
  }
  writeFileSync(
    join(dir, 'client.pem'),
    Buffer.concat([readFileSync(join(dir, 'client.crt')), readFileSync(join(dir, 'client.key'))]),
  );
  openssl(
    'pkcs12',
    '-export',
    '-in',
    'client.crt',
    '-inkey',
    'client.key',
    '-out',
    'client.p12',
    '-passout',
    'pass:segredo',
  );
  const ca = readFileSync(join(dir, 'ca.crt'));
  const secure = fakePsp(credentials, {
    tls: {
      cert: readFileSync(join(dir, 'server.crt')),
      key: readFileSync(join(dir, 'server.key')),
      ca,
      requestCert: true,
    },
  });

  it('presents the client certificate (PEM with key, or PKCS#12 with passphrase) from PIX_CERT_FILE', async () => {
    const psp = await secure;
    for (const [file, passphrase] of [
      [join(dir, 'client.pem'), undefined],
      [join(dir, 'client.p12'), 'segredo'],
    ] as const) {
      const env = loadEnv({
        PIX_PROVIDER: 'psp',
        PIX_API_URL: psp.url,
        PIX_CLIENT_ID: credentials.clientId,
        PIX_CLIENT_SECRET: credentials.clientSecret,
        PIX_KEY: pixKey,
        PIX_WEBHOOK_SECRET: webhookSecret,
        PIX_CERT_FILE: file,
        PIX_CERT_PASSPHRASE: passphrase,
        PAYMENT_TIMEOUT_MS: '2000',
      });
      const provider = createPixProvider(env, { tls: { ca } });
      expect(provider.provider).toBe('psp');
      expect(
        await provider.createCharge({ idempotencyKey: key('mtls'), amount: 990, expiresInSeconds: 600 }),
      ).toMatchObject({
        outcome: 'created',
      });
      expect(psp.calls.at(-1)!.clientCertificate).toBe('comanda-pix-client');
    }
    expect(clientCertificate(join(dir, 'client.p12'), 'segredo')).toMatchObject({ passphrase: 'segredo' });
  });

  it('without the client certificate the PSP refuses the connection and nothing is created', async () => {
    const psp = await secure;
    const before = psp.cobs.size;
    const bare = pspPixProvider({ apiUrl: psp.url, ...common, tls: { ca }, timeoutMs: 2000 });
    expect(
      await bare.createCharge({ idempotencyKey: key('mtls'), amount: 990, expiresInSeconds: 600 }),
    ).toMatchObject({
      outcome: 'failed',
    });
    expect(psp.cobs.size).toBe(before);
  });
});
