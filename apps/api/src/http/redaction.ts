import type { FastifyRequest } from 'fastify';

/** Keys whose values must never reach the logs (card data, passwords, one-time codes, tokens, personal documents). */
const sensitiveKeys = [
  'numero',
  'cvv',
  'senha',
  'password',
  'jwt',
  'cpf',
  'numero_cartao',
  'senha_cartao',
  'token',
  'codigo',
  'code',
  'ticket',
  'refresh_token',
  'refreshToken',
  'senhaHash',
  'senha_hash',
];

const CENSOR = '[redacted]';
const sensitive = new Set(sensitiveKeys.map((k) => k.toLowerCase()));

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'req.headers["x-operator-key"]',
  'res.headers["set-cookie"]',
  ...sensitiveKeys.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `body.${k}`, `req.body.${k}`]),
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
      return sensitive.has(decoded(name).trim().toLowerCase()) ? `${name}=${CENSOR}` : pair;
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
  for (const [key, item] of Object.entries(value))
    out[key] = sensitive.has(key.toLowerCase()) ? CENSOR : walk(item);
  return out;
}
