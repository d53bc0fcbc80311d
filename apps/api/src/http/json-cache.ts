/**
 * A small time-bounded cache of serialized JSON bodies, kept as bytes so a hit costs no serialization or
 * encoding: hot read endpoints skip the database and the serializer.
 */
export class JsonCache {
  private readonly entries = new Map<string, { body: Buffer; expires: number }>();
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(private readonly ttlMs: number) {}

  /** Returns the cached body for `key`, or builds it once even when many requests ask at the same time. */
  async get(key: string, build: () => Promise<unknown>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.body;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const promise = build()
      .then((value) => {
        const body = Buffer.from(JSON.stringify(value));
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
