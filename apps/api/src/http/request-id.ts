import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { callContext } from '../providers/http/index.ts';

/** An id a balancer or a client may send: letters, digits, dashes and underscores, 8 to 64 of them. */
const GIVEN_ID = /^[\w-]{8,64}$/;

/**
 * Each request's id (docs/operations.md, "Request ids"): the `X-Request-Id` the balancer sent when it is a plain
 * token, else a new UUID — unique across processes, unlike Fastify's counter. It is in every log line of the
 * request (`reqId`), in the answer's `X-Request-Id`, and in every provider call made while answering it.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/** Runs each request inside its call context and answers with its id. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    callContext.run({ requestId: request.id }, done);
  });
}
