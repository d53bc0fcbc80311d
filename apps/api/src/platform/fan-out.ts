import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Delivers events to every process's subscribers of their topics. With Redis through one pub/sub channel; without
 * it, within this process. An event is delivered to this process's subscribers at once, and to the others' through
 * Redis (each process skips its own messages), so nothing is delivered twice and a Redis outage only cuts other
 * processes off until it is back.
 */
export interface FanOut<Event, Topic extends string> {
  publish(event: Event): void;
  subscribe(topic: Topic, listener: (event: Event) => void): () => void;
  /**
   * Called when the subscription to the other processes' events is back after a Redis outage: whatever they
   * published meanwhile never arrived, so a subscriber that must miss nothing starts again from the database.
   */
  onResume(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The local event of a subscription back after an outage (a symbol: no topic can be named like it). */
const RESUMED = Symbol('resumed');

export function fanOut<Event, Topic extends string>(
  redis: Redis | null,
  channel: string,
  topicsOf: (event: Event) => Topic[],
  onError: (error: unknown) => void,
): FanOut<Event, Topic> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const origin = randomUUID();
  const deliver = (event: Event) => {
    for (const topic of topicsOf(event)) local.emit(topic, event);
  };
  const subscriber = redis?.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null }) ?? null;
  if (subscriber) {
    // ioredis subscribes again by itself when it reconnects; 'ready' after a lost connection is that moment
    let lost = false;
    subscriber.on('close', () => {
      lost = true;
    });
    subscriber.on('ready', () => {
      if (!lost) return;
      lost = false;
      local.emit(RESUMED);
    });
    subscriber.on('error', onError);
    subscriber.subscribe(channel).catch(onError);
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { from, event } = JSON.parse(message) as { from: string; event: Event };
        if (from !== origin) deliver(event);
      } catch (error) {
        onError(error);
      }
    });
  }
  return {
    publish(event) {
      deliver(event);
      redis?.publish(channel, JSON.stringify({ from: origin, event })).catch(onError);
    },
    subscribe(topic, listener) {
      local.on(topic, listener);
      return () => local.off(topic, listener);
    },
    onResume(listener) {
      local.on(RESUMED, listener);
      return () => local.off(RESUMED, listener);
    },
    async close() {
      local.removeAllListeners();
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

/** A fan-out's error handler that logs a Redis failure once per 30 s instead of once per event. */
export function throttledRedisWarning(log: FastifyBaseLogger, what: string): (error: unknown) => void {
  let failing = false;
  return (error) => {
    if (failing) return;
    failing = true;
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, `${what}: Redis failed`);
    setTimeout(() => {
      failing = false;
    }, 30_000).unref();
  };
}
