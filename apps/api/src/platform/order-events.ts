import type { OrderStatus } from '@comanda/domain';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { redisKey } from './config.ts';
import { type FanOut, fanOut, throttledRedisWarning } from './fan-out.ts';

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

/** Fan-out of order status changes: every process's subscribers of an order or a store get each change. */
export type OrderEventBus = FanOut<OrderEvent, OrderEventTopic>;

/** The Redis channel's name under the deployment's prefix (`redisKey`). */
export const ORDER_EVENTS_CHANNEL = 'order-events';

export function orderEventBus(
  redis: Redis | null,
  channel: string,
  onError: (error: unknown) => void,
): OrderEventBus {
  return fanOut<OrderEvent, OrderEventTopic>(
    redis,
    channel,
    (event) => [`pedido:${event.pedidoId}`, `loja:${event.lojaId}`],
    onError,
  );
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
    const bus = orderEventBus(
      app.redis?.client ?? null,
      redisKey(app.config, ORDER_EVENTS_CHANNEL),
      throttledRedisWarning(log, 'order events'),
    );
    app.decorate('orderEvents', bus);
    app.addHook('onClose', () => bus.close());
  },
  { name: 'order-events', dependencies: ['config', 'redis'] },
);
