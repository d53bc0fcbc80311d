import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { callContext, type ProviderCallRecord, providerCalls } from './call-context.ts';

/** Client certificate (mutual TLS) and extra trusted CAs for providers that require them (the Pix API). */
export interface TlsOptions {
  /** A PKCS#12 bundle (.p12/.pfx) with the client certificate and key. */
  pfx?: Buffer | undefined;
  /** PEM client certificate (chain) and private key. */
  cert?: Buffer | undefined;
  key?: Buffer | undefined;
  passphrase?: string | undefined;
  /** Extra CA certificates to trust for the provider's server certificate. */
  ca?: Buffer | undefined;
}

export interface HttpCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  /** A JSON value (sent as application/json) or a ready string body with its own content-type header. */
  json?: unknown;
  body?: string;
  timeoutMs: number;
  tls?: TlsOptions | undefined;
}

/**
 * How a call ended. `not_sent`: no connection could be made, so the provider never saw the request (safe to treat
 * as "nothing happened"). `no_answer`: the request was (or may have been) delivered but no complete answer came
 * in time — the outcome is unknown. `answered`: a complete HTTP answer; `json` is undefined when the body is empty
 * or not JSON (`unreadable` tells the two apart).
 */
export type HttpOutcome =
  | { kind: 'answered'; status: number; json: unknown; unreadable: boolean }
  | { kind: 'not_sent'; reason: string }
  | { kind: 'no_answer'; reason: 'timeout' | 'connection_lost' };

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * One HTTP(S) call with a hard deadline over the whole exchange. Never throws for network conditions, and never
 * puts the request body in what it returns (card data may be in it).
 */
export function callProvider(call: HttpCall): Promise<HttpOutcome> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(call.url);
    } catch {
      resolve({ kind: 'not_sent', reason: 'invalid URL' });
      return;
    }
    const requestId = callContext.getStore()?.requestId;
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(requestId ? { 'x-request-id': requestId } : {}),
      ...call.headers,
    };
    let body: string | undefined = call.body;
    if (call.json !== undefined) {
      body = JSON.stringify(call.json);
      headers['content-type'] = 'application/json';
    }
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));

    const secure = url.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    let connected = false;
    let settled = false;
    const started = performance.now();
    const finish = (outcome: HttpOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (providerCalls.hasSubscribers)
        providerCalls.publish({
          provider: url.host,
          method: call.method,
          outcome:
            outcome.kind === 'answered'
              ? `${Math.floor(outcome.status / 100)}xx`
              : outcome.kind === 'not_sent'
                ? 'nao_enviada'
                : 'sem_resposta',
          seconds: (performance.now() - started) / 1000,
        } satisfies ProviderCallRecord);
      resolve(outcome);
    };

    const req = send(url, {
      method: call.method,
      headers,
      ...(secure && call.tls
        ? {
            pfx: call.tls.pfx,
            cert: call.tls.cert,
            key: call.tls.key,
            passphrase: call.tls.passphrase,
            ca: call.tls.ca,
            // A client certificate must not ride on a pooled connection opened without it.
            agent: false,
          }
        : {}),
    });
    const timer = setTimeout(() => {
      finish(
        connected
          ? { kind: 'no_answer', reason: 'timeout' }
          : { kind: 'not_sent', reason: 'connect timeout' },
      );
      req.destroy();
    }, call.timeoutMs);

    req.on('socket', (socket: Socket) => {
      const markConnected = () => {
        connected = true;
      };
      if (!socket.connecting && (!secure || (socket as TLSSocket).encrypted)) markConnected();
      else socket.once(secure ? 'secureConnect' : 'connect', markConnected);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      finish(
        connected
          ? { kind: 'no_answer', reason: 'connection_lost' }
          : { kind: 'not_sent', reason: error.code ?? error.name },
      );
    });
    req.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY_BYTES) {
          response.destroy();
          finish({ kind: 'answered', status: response.statusCode ?? 0, json: undefined, unreadable: true });
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', () => finish({ kind: 'no_answer', reason: 'connection_lost' }));
      response.on('aborted', () => finish({ kind: 'no_answer', reason: 'connection_lost' }));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = response.statusCode ?? 0;
        if (text.trim() === '') {
          finish({ kind: 'answered', status, json: undefined, unreadable: false });
          return;
        }
        try {
          finish({ kind: 'answered', status, json: JSON.parse(text), unreadable: false });
        } catch {
          finish({ kind: 'answered', status, json: undefined, unreadable: true });
        }
      });
    });
    req.end(body);
  });
}
