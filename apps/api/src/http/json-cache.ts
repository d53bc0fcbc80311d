import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialized JSON body (or a page built around one) and, made on first demand, its compressed forms. */
export class JsonBody {
  private gzip?: Buffer;
  private brotli?: Buffer;

  constructor(
    readonly raw: Buffer,
    private readonly type = 'application/json; charset=utf-8',
  ) {}

  /** Sends the body, compressed when the client accepts it (brotli, then gzip); bodies under 1 KB go raw. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type(this.type).header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (this.raw.length >= 1024 && /\bbr\b/.test(accepted)) {
      this.brotli ??= brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      return reply.header('content-encoding', 'br').send(this.brotli);
    }
    if (this.raw.length >= 1024 && /\bgzip\b/.test(accepted)) {
      this.gzip ??= gzipSync(this.raw, { level: 9 });
      return reply.header('content-encoding', 'gzip').send(this.gzip);
    }
    return reply.send(this.raw);
  }
}

/**
 * A small time-bounded cache of serialized JSON bodies, kept as bytes (and their compressed forms) so a hit
 * costs no database round trip, serialization, encoding or compression.
 */
export class JsonCache {
  private readonly entries = new Map<string, { body: JsonBody; expires: number }>();
  private readonly pending = new Map<string, Promise<JsonBody>>();

  constructor(private readonly ttlMs: number) {}

  /** Returns the cached body for `key`, or builds it once even when many requests ask at the same time. */
  get(key: string, build: () => Promise<unknown>): Promise<JsonBody> {
    return this.body(key, async () => new JsonBody(Buffer.from(JSON.stringify(await build()))));
  }

  /** Like `get`, for a body made whole by `build` (already serialized). */
  async body(key: string, build: () => Promise<JsonBody>): Promise<JsonBody> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.body;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = build()
      .then((body) => {
        if (this.ttlMs > 0) this.entries.set(key, { body, expires: Date.now() + this.ttlMs });
        return body;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  clear(): void {
    this.entries.clear();
  }
}
