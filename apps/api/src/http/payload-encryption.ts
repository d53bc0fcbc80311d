import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { envelope, errorEnvelope, PAYLOAD_KEY_DAY, payloadKey, payloadKeyParams } from '@comanda/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, NOT_FOUND, SESSION_EXPIRED } from './errors.ts';
import { dayKey, openPayload, type ServedDay, sealPayload, servedDays } from './payload-cipher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The key of a day whose key is served now, by its day code; null for any other code (or when off). */
    payloadDayKey: (code: string) => Buffer | null;
  }
  interface FastifyRequest {
    /** The key this request's body is opened and its answer sealed with: set for an `Encrypt: true` request. */
    payloadKey: Buffer | null;
  }
}

export const ENCRYPTION_OFF_MESSAGE =
  'A criptografia de dados está desativada neste servidor. Envie a requisição com Encrypt: false.';

/**
 * Routes that ignore the Encrypt flag and always speak plain JSON (docs/security.md): the key itself, the health
 * check of load balancers, the OpenAPI document, the live streams (text/event-stream, never JSON), the Pix PSP's
 * signed webhook and the WhatsApp bot's server-to-server call (neither is the app, nor sends the flag).
 */
export const PLAIN_ROUTES: ReadonlySet<string> = new Set([
  '/api/chave/:dia',
  '/api/health',
  '/api/openapi.json',
  '/api/pedido/eventos',
  '/api/operador/eventos',
  '/api/pix/notificacao',
  '/api/whatsapp/conversa',
]);

const decryptionFailed = () =>
  new HttpError(401, 'payload_decryption_failed', SESSION_EXPIRED, { responseCode: 401 });

function asksForEncryption(request: FastifyRequest): boolean {
  if (request.headers.encrypt !== 'true' || !request.url.startsWith('/api/')) return false;
  return !PLAIN_ROUTES.has(request.routeOptions.url ?? '');
}

/** The JSON a route sent, uncompressed (the menu's cached bytes may come gzip- or brotli-compressed). */
function plainJson(reply: FastifyReply, payload: string | Buffer): Buffer {
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const encoding = reply.getHeader('content-encoding');
  reply.removeHeader('content-encoding');
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'br') return brotliDecompressSync(bytes);
  return bytes;
}

/**
 * §7 optional payload encryption (docs/security.md, ADR 0171). With PAYLOAD_ENCRYPTION=on, a request to /api with
 * `Encrypt: true` sends its JSON body as `{ data }`, opened here before validation, and gets its JSON answer sealed
 * into `{ data }` under the same day key. A body that cannot be opened is a 401 `payload_decryption_failed`, before
 * the route runs. `Encrypt: false` or no flag behaves as if this plugin were not there; with encryption off,
 * `Encrypt: true` is a 400 `payload_encryption_off`.
 */
export const payloadEncryptionPlugin = fp<{ secret: Uint8Array; enabled: boolean }>(
  async (app, { secret, enabled }) => {
    const keyOf = (day: ServedDay) => dayKey(secret, day.isoDate);
    app.decorate('payloadDayKey', (code: string) => {
      if (!enabled || !PAYLOAD_KEY_DAY.test(code)) return null;
      const day = servedDays(app.clock()).find((served) => served.code === code);
      return day ? keyOf(day) : null;
    });
    app.decorateRequest('payloadKey', null);

    app.addHook('onRequest', async (request) => {
      if (!asksForEncryption(request)) return;
      if (!enabled) throw new HttpError(400, 'payload_encryption_off', ENCRYPTION_OFF_MESSAGE);
      const named = request.headers['x-encrypt-day'];
      const [today] = servedDays(app.clock());
      const key = app.payloadDayKey(typeof named === 'string' ? named : (today as ServedDay).code);
      if (!key) throw decryptionFailed();
      request.payloadKey = key;
      // the answer is sealed whole: nothing compresses it first (json-cache.ts would)
      delete request.headers['accept-encoding'];
    });

    app.addHook('preValidation', async (request) => {
      if (!request.payloadKey || request.body === undefined || request.body === null) return;
      const { data } = request.body as { data?: unknown };
      const plaintext = typeof data === 'string' ? openPayload(request.payloadKey, data) : null;
      if (!plaintext) {
        // said in plain JSON: the client's key may be the one that is wrong
        request.payloadKey = null;
        throw decryptionFailed();
      }
      try {
        request.body = JSON.parse(plaintext.toString('utf8'));
      } catch {
        throw new HttpError(400, 'invalid_json', 'O corpo da requisição não é um JSON válido.');
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.payloadKey;
      if (!key || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
      if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
      reply.header('cache-control', 'no-store');
      return JSON.stringify({ data: sealPayload(key, plainJson(reply, payload)) });
    });
  },
  { name: 'payload-encryption', dependencies: ['config'] },
);

/** GET chave/{dia}: the key of a day served now (today, yesterday or tomorrow in Brasília); any other path 404s. */
export const payloadKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/chave/:dia',
    {
      schema: {
        summary:
          'Chave do dia da criptografia de dados (PAYLOAD_ENCRYPTION=on): dia = dia da semana, dia do mês e mês (ex.: sab28nov), só hoje, ontem ou amanhã',
        tags: ['seguranca'],
        params: payloadKeyParams,
        response: { 200: envelope(payloadKey), 404: errorEnvelope },
      },
    },
    async (request, reply) => {
      const key = app.payloadDayKey(request.params.dia);
      if (!key) throw new HttpError(404, 'not_found', NOT_FOUND);
      reply.header('cache-control', 'no-store');
      return { status: 'success' as const, data: { chave: key.toString('base64') } };
    },
  );
};
