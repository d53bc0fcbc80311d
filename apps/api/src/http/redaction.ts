import type { FastifyRequest } from 'fastify';

/**
 * Keys whose values must never reach the logs, compared without case, `_` or `-` (`card_number` = `cardNumber`):
 * card data (the spec's fields, Pagar.me's and Cielo's), passwords, one-time codes, tickets and personal documents.
 * Provider and error `code`s, statuses and ids are not among them: they are what a failure's log line is for.
 */
const sensitiveKeys = [
  'numero',
  'numero_cartao',
  'number',
  'card_number',
  'cvv',
  'cvc',
  'security_code',
  'senha_cartao',
  'senha',
  'password',
  'codigo',
  'codigo_recuperacao',
  'codigos_recuperacao',
  'segredo',
  'ticket',
  'jwt',
  'cpf',
  'document',
  'authorization',
  'cookie',
  'merchant_key',
  'x_operator_key',
];

/** Parts of a key that mark it secret wherever they appear (`refresh_token`, `senhaHash`, `client_secret` …). */
const sensitiveParts = ['token', 'secret', 'senha', 'password', 'cvv', 'cpf', 'jwt', 'apikey', 'privatekey'];

const normalized = (key: string) => key.toLowerCase().replace(/[_-]/g, '');
const exact = new Set(sensitiveKeys.map(normalized));

/** Whether a log or query key holds something that must never be written out. */
export function isSensitiveKey(key: string): boolean {
  const name = normalized(key);
  return exact.has(name) || sensitiveParts.some((part) => name.includes(part));
}

// An authorization `code` in a URL is a credential (OAuth-style callbacks); in a log object it is an error code.
const isSensitiveParameter = (name: string) => name.toLowerCase() === 'code' || isSensitiveKey(name);

const CENSOR = '[redacted]';

// pino's fixed paths (two levels deep, exact names) for the request log; `redactDeep` covers any depth and spelling.
const pathKeys = [
  ...sensitiveKeys,
  'token',
  'refresh_token',
  'refreshToken',
  'senhaHash',
  'senha_hash',
  'cardNumber',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-operator-key"]',
  'res.headers["set-cookie"]',
  ...pathKeys.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `body.${k}`, `req.body.${k}`]),
];

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/**
 * A URL as it may be logged: the value of every sensitive query parameter (`jwt`, `token`, `senha`, `codigo`,
 * `cpf` …, however the name is cased or encoded) replaced by '[redacted]'; path and other parameters kept.
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return isSensitiveParameter(decoded(name).trim()) ? `${name}=${CENSOR}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Pino serializers for the request log lines: the URL goes out with its sensitive parameters redacted. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A log payload with every sensitive key censored at any depth of its plain objects and arrays (the fixed
 * `redactPaths` reach two levels). Other objects (errors, requests) have serializers of their own.
 */
export function redactDeep(value: Record<string, unknown>, depth = 0): Record<string, unknown> {
  if (depth > 8) return value;
  const walk = (item: unknown): unknown =>
    Array.isArray(item) ? item.map(walk) : isPlain(item) ? redactDeep(item, depth + 1) : item;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = isSensitiveKey(key) ? CENSOR : walk(item);
  return out;
}
