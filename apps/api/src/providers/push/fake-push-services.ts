import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, type KeyObject, randomBytes, verify } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer, type IncomingHttpHeaders, type ServerHttp2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type FakeAnswer, fakeServer } from '../http/fake-server.ts';

/** A JWT's header and claims when its signature verifies with `key` for `algorithm`, else null. */
export function verifiedJwt(
  jwt: string,
  key: KeyObject,
  algorithm: 'RS256' | 'ES256',
): { header: Record<string, unknown>; claims: Record<string, unknown> } | null {
  const [header, claims, signature, extra] = jwt.split('.');
  if (!header || !claims || !signature || extra !== undefined) return null;
  const input = Buffer.from(`${header}.${claims}`);
  const bytes = Buffer.from(signature, 'base64url');
  const ok =
    algorithm === 'RS256'
      ? verify('sha256', input, key, bytes)
      : verify('sha256', input, { key, dsaEncoding: 'ieee-p1363' }, bytes);
  if (!ok) return null;
  const parsed = {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
  return parsed.header.alg === algorithm ? parsed : null;
}

/** A Firebase service account key (the JSON file the console downloads) with a fresh RSA key pair. */
export function serviceAccountKey(projectId = 'hanami-sushi-app') {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const json = {
    type: 'service_account',
    project_id: projectId,
    private_key_id: randomBytes(20).toString('hex'),
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: `firebase-adminsdk-x1y2z@${projectId}.iam.gserviceaccount.com`,
    client_id: '104820348029384756102',
    auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'https://oauth2.googleapis.com/token',
  };
  return { json, text: JSON.stringify(json, null, 2), publicKey };
}

/** FCM's error answers (HTTP v1: a Google API error with the FcmError detail). */
export const FCM_ERRORS = {
  unregistered: {
    status: 404,
    body: {
      error: {
        code: 404,
        message: 'Requested entity was not found.',
        status: 'NOT_FOUND',
        details: [
          { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
        ],
      },
    },
  },
  invalidToken: {
    status: 400,
    body: {
      error: {
        code: 400,
        message: 'The registration token is not a valid FCM registration token',
        status: 'INVALID_ARGUMENT',
        details: [
          { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'INVALID_ARGUMENT' },
        ],
      },
    },
  },
  invalidPayload: {
    status: 400,
    body: {
      error: {
        code: 400,
        message: "Invalid value at 'message.data[0].value'",
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.BadRequest',
            fieldViolations: [{ field: 'message.data[0].value', description: 'Invalid value' }],
          },
        ],
      },
    },
  },
  senderMismatch: {
    status: 403,
    body: {
      error: {
        code: 403,
        message: 'SenderId mismatch',
        status: 'PERMISSION_DENIED',
        details: [
          { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'SENDER_ID_MISMATCH' },
        ],
      },
    },
  },
  unavailable: {
    status: 503,
    body: {
      error: {
        code: 503,
        message: 'The service is currently unavailable.',
        status: 'UNAVAILABLE',
        details: [
          { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNAVAILABLE' },
        ],
      },
    },
  },
} as const;

/**
 * Google's OAuth2 token endpoint (`/token`) and FCM's send endpoint on a local HTTP server. The token endpoint
 * accepts only a JWT-bearer assertion whose RS256 signature verifies with `publicKey`, issued by `clientEmail` for
 * the firebase.messaging scope and this endpoint, valid for at most an hour; a send needs a bearer it issued (401
 * otherwise) and answers `answerFor(deviceToken)` (success when it gives nothing).
 */
export async function fakeFcm(account: { publicKey: KeyObject; clientEmail: string; projectId: string }) {
  const control = {
    issued: new Set<string>(),
    /** How long issued access tokens last (`expires_in`). */
    expiresIn: 3599,
    /** Refuse every assertion (the account's key was revoked). */
    refuseAssertions: false,
    answerFor: (_deviceToken: string): FakeAnswer | null => null,
  };
  let tokenUrl = '';
  const server = await fakeServer((call) => {
    if (call.method === 'POST' && call.path === '/token') {
      const form = new URLSearchParams(call.raw);
      const assertion = verifiedJwt(form.get('assertion') ?? '', account.publicKey, 'RS256');
      const claims = assertion?.claims;
      const valid =
        !control.refuseAssertions &&
        call.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
        claims?.iss === account.clientEmail &&
        claims.scope === 'https://www.googleapis.com/auth/firebase.messaging' &&
        claims.aud === tokenUrl &&
        typeof claims.iat === 'number' &&
        typeof claims.exp === 'number' &&
        claims.exp > claims.iat &&
        claims.exp - claims.iat <= 3600;
      if (!valid)
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' } };
      const accessToken = `ya29.${randomBytes(24).toString('base64url')}`;
      control.issued.add(accessToken);
      return {
        status: 200,
        body: { access_token: accessToken, expires_in: control.expiresIn, token_type: 'Bearer' },
      };
    }
    if (call.method === 'POST' && call.path === `/v1/projects/${account.projectId}/messages:send`) {
      const bearer = /^Bearer (.+)$/.exec(call.headers.authorization ?? '')?.[1];
      if (!bearer || !control.issued.has(bearer))
        return {
          status: 401,
          body: {
            error: {
              code: 401,
              message: 'Request had invalid authentication credentials.',
              status: 'UNAUTHENTICATED',
            },
          },
        };
      const message = (call.body as { message?: { token?: unknown } } | undefined)?.message;
      if (typeof message?.token !== 'string') return FCM_ERRORS.invalidPayload;
      return (
        control.answerFor(message.token) ?? {
          status: 200,
          body: { name: `projects/${account.projectId}/messages/0:${randomBytes(8).toString('hex')}` },
        }
      );
    }
    return { status: 404, body: { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } } };
  });
  tokenUrl = `${server.url}/token`;
  const sends = () => server.calls.filter((call) => call.path.endsWith('/messages:send'));
  const exchanges = () => server.calls.filter((call) => call.path === '/token');
  return { url: server.url, tokenUrl, calls: server.calls, sends, exchanges, control };
}

/** A self-signed certificate for 127.0.0.1 (openssl), to serve HTTP/2 over TLS as APNs does. */
export function localCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-apns-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        'key.pem',
        '-out',
        'cert.pem',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { cwd: dir, stdio: 'pipe' },
    );
    return { cert: readFileSync(join(dir, 'cert.pem')), key: readFileSync(join(dir, 'key.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface ApnsCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The provider token's verified claims (null when the signature or the key id does not match). */
  claims: Record<string, unknown> | null;
}

/**
 * APNs on a local HTTP/2 server over TLS: `POST /3/device/{token}` with a provider token (ES256 JWT) that must
 * verify with `publicKey` and name `keyId` and `teamId`; answers 403 InvalidProviderToken otherwise, else
 * `answerFor(deviceToken)` (200 with an apns-id when it gives nothing). Counts the connections it accepts.
 */
export async function fakeApns(account: { publicKey: KeyObject; keyId: string; teamId: string }) {
  const tls = localCertificate();
  const calls: ApnsCall[] = [];
  const control = {
    connections: 0,
    answerFor: (_deviceToken: string): { status: number; reason?: string } | 'hang' | null => null,
  };
  const server = createSecureServer({ cert: tls.cert, key: tls.key, allowHTTP1: false });
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    control.connections += 1;
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      raw += chunk;
    });
    stream.on('end', () => {
      const path = String(headers[':path']);
      const jwt = /^bearer (.+)$/.exec(String(headers.authorization ?? ''))?.[1] ?? '';
      const verified = verifiedJwt(jwt, account.publicKey, 'ES256');
      const claims =
        verified && verified.header.kid === account.keyId && verified.claims.iss === account.teamId
          ? verified.claims
          : null;
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      calls.push({ path, headers, body, claims });
      const reply = (status: number, reason?: string) => {
        stream.respond({ ':status': status, 'apns-id': randomBytes(16).toString('hex') });
        stream.end(reason ? JSON.stringify({ reason }) : undefined);
      };
      const device = /^\/3\/device\/([^/?]+)$/.exec(path)?.[1];
      if (headers[':method'] !== 'POST' || !device) return reply(404, 'BadPath');
      if (!claims) return reply(403, 'InvalidProviderToken');
      const answer = control.answerFor(decodeURIComponent(device));
      if (answer === 'hang') return;
      if (!answer) return reply(200);
      reply(answer.status, answer.reason);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => {
    for (const session of sessions) session.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `https://127.0.0.1:${port}`,
    ca: tls.cert,
    calls,
    control,
    connections: () => control.connections,
  };
}
