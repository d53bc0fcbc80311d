import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { OrderStatus } from '@comanda/domain';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

/** A status change of an order, as live tracking and the store's board receive it. */
export interface OrderEvent {
  pedidoId: number;
  lojaId: number;
  clienteId: number;
  status: OrderStatus;
  /** ISO instant of the change. */
  data: string;
  /** The status history entry's id: increases with every change of every order (SSE `id`). */
  seq: number;
  /** The customer's notification text of this change, when it says more than the status's own (a cancellation). */
  mensagem?: string;
}

export type OrderEventTopic = `pedido:${number}` | `loja:${number}`;

/**
 * Fan-out of order status changes: every process's subscribers of an order or a store get each change made by any
 * process. With Redis (REDIS_URL) through one pub/sub channel; without it, within this process. A change is
 * delivered to this process's subscribers at once, and to the others' through Redis (each process skips its own
 * messages), so nothing is delivered twice and a Redis outage only cuts other processes off until it is back.
 */
export interface OrderEventBus {
  publish(event: OrderEvent): void;
  subscribe(topic: OrderEventTopic, listener: (event: OrderEvent) => void): () => void;
  close(): Promise<void>;
}

export const ORDER_EVENTS_CHANNEL = 'comanda:order-events';

export function orderEventBus(redis: Redis | null, onError: (error: unknown) => void): OrderEventBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const origin = randomUUID();
  const deliver = (event: OrderEvent) => {
    local.emit(`pedido:${event.pedidoId}`, event);
    local.emit(`loja:${event.lojaId}`, event);
  };
  const subscriber = redis?.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null }) ?? null;
  if (subscriber) {
    subscriber.on('error', onError);
    subscriber.subscribe(ORDER_EVENTS_CHANNEL).catch(onError);
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { from, event } = JSON.parse(message) as { from: string; event: OrderEvent };
        if (from !== origin) deliver(event);
      } catch (error) {
        onError(error);
      }
    });
  }
  return {
    publish(event) {
      deliver(event);
      redis?.publish(ORDER_EVENTS_CHANNEL, JSON.stringify({ from: origin, event })).catch(onError);
    },
    subscribe(topic, listener) {
      local.on(topic, listener);
      return () => local.off(topic, listener);
    },
    async close() {
      local.removeAllListeners();
      if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Order status changes, across processes when Redis is configured. */
    orderEvents: OrderEventBus;
  }
}

/** `app.orderEvents`, on the process's Redis connection when there is one. */
export const orderEventsPlugin = fp(
  async (app) => {
    const log = app.log.child({ module: 'order-events' });
    let failing = false;
    const bus = orderEventBus(app.redis?.client ?? null, (error) => {
      if (failing) return;
      failing = true;
      log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'order events: Redis failed',
      );
      setTimeout(() => {
        failing = false;
      }, 30_000).unref();
    });
    app.decorate('orderEvents', bus);
    app.addHook('onClose', () => bus.close());
  },
  { name: 'order-events', dependencies: ['redis'] },
);
