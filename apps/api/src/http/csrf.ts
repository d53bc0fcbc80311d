import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
export const CSRF_MESSAGE = 'Sua sessão de navegação expirou. Recarregue a página e tente novamente.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Gives the browser its random XSRF-TOKEN cookie, readable by the page; issued with the app's HTML. */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply, secureCookie: boolean): void {
  if (request.cookies[CSRF_COOKIE]) return;
  reply.setCookie(CSRF_COOKIE, randomBytes(24).toString('base64url'), {
    path: '/',
    sameSite: 'strict',
    secure: secureCookie,
    httpOnly: false,
  });
}

/**
 * Double-submit cookie (§7): a state-changing request that carries cookies must echo XSRF-TOKEN in
 * X-XSRF-TOKEN. Requests without cookies (native app, server clients) carry no ambient credentials to
 * abuse, so they are not checked — identity is always the bearer token.
 */
export function registerCsrf(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!request.headers.cookie) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new HttpError(403, 'csrf_rejected', CSRF_MESSAGE);
    }
  });
}
