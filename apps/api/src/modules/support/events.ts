import type { SupportEvent } from '@comanda/contract';
import fp from 'fastify-plugin';
import { redisKey } from '../../platform/config.ts';
import { type FanOut, fanOut, throttledRedisWarning } from '../../platform/fan-out.ts';

export type SupportEventTopic = `loja:${number}` | `cliente:${number}`;

/** New chat messages, to the store's board and to the customer's open chats, in every process. */
export type SupportEventBus = FanOut<SupportEvent, SupportEventTopic>;

/** The Redis channel's name under the deployment's prefix (`redisKey`). */
export const SUPPORT_EVENTS_CHANNEL = 'support-events';

declare module 'fastify' {
  interface FastifyInstance {
    supportEvents: SupportEventBus;
  }
}

export const supportEventsPlugin = fp(
  async (app) => {
    const bus = fanOut<SupportEvent, SupportEventTopic>(
      app.redis?.client ?? null,
      redisKey(app.config, SUPPORT_EVENTS_CHANNEL),
      (event) => [`loja:${event.lojaId}`, `cliente:${event.cliente.id}`],
      throttledRedisWarning(app.log.child({ module: 'support-events' }), 'support events'),
    );
    app.decorate('supportEvents', bus);
    app.addHook('onClose', () => bus.close());
  },
  { name: 'support-events', dependencies: ['config', 'redis'] },
);
