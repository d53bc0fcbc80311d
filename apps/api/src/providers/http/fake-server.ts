import { once } from 'node:events';
import {
  createServer as createHttpServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { TLSSocket } from 'node:tls';
import { afterAll } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (undefined when empty or not JSON). */
  body: unknown;
  raw: string;
  /** The subject CN of the client certificate, when the server asks for one. */
  clientCertificate: string | null;
}

/** A JSON answer, a raw text answer (malformed JSON), or no answer at all. */
export type FakeAnswer = { status: number; body?: unknown; raw?: string } | 'hang';

export interface FakeServerOptions {
  /** Serve HTTPS with this certificate; `ca` + `requestCert` demand a client certificate signed by it (mTLS). */
  tls?: { cert: Buffer; key: Buffer; ca?: Buffer; requestCert?: boolean };
}

/**
 * A local HTTP(S) server on 127.0.0.1 (random port) answering each call with the handler's answer, recording every
 * call. 'hang' never answers (the client's time limit must end the wait). Closed after the test file.
 */
export async function fakeServer(handler: (call: FakeCall) => FakeAnswer, options: FakeServerOptions = {}) {
  const calls: FakeCall[] = [];
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake.local');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      const socket = request.socket as TLSSocket;
      const peer = typeof socket.getPeerCertificate === 'function' ? socket.getPeerCertificate() : null;
      const call: FakeCall = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
        raw,
        clientCertificate: peer && typeof peer.subject?.CN === 'string' ? peer.subject.CN : null,
      };
      calls.push(call);
      const answer = handler(call);
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
    });
  };
  const server = options.tls
    ? createHttpsServer(
        {
          cert: options.tls.cert,
          key: options.tls.key,
          ca: options.tls.ca,
          requestCert: options.tls.requestCert ?? false,
          rejectUnauthorized: options.tls.requestCert ?? false,
        },
        listener,
      )
    : createHttpServer(listener);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`, calls };
}
