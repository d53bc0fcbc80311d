import { orderStatusNotification } from '@comanda/domain';
import fp from 'fastify-plugin';
import { pixSimulationRoutes } from './dev-routes.ts';
import { ordersExportSection } from './export.ts';
import { reportRoutes } from './reports/routes.ts';
import { ordersRoutes } from './routes.ts';
import { type OrdersService, ordersService } from './service.ts';
import { trackingRoutes } from './tracking-routes.ts';

export { customersOrderStore, isCustomersOrder, ordersUnderWay, placedOrderCount } from './repository.ts';
export type { OrdersService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders: placement, reading, payment settlement and reconciliation. */
    orders: OrdersService;
  }
}

/**
 * Orders (§3 Order, §7 pedido): POST and GET pedido, the PSP's Pix notifications and, outside production, the
 * sandbox's "simular pagamento". Waiting payments are reconciled with their providers every
 * PAYMENT_RECONCILE_INTERVAL_MS (docs/orders.md).
 */
export const ordersModule = fp(
  async (app) => {
    const service = ordersService({
      db: app.db,
      clock: app.clock,
      bag: app.bag,
      cards: app.cards,
      payments: app.payments,
      loyalty: app.loyalty,
      events: {
        publish(event) {
          app.orderEvents.publish(event);
          const { titulo, mensagem: usual } = orderStatusNotification(event.pedidoId, event.status);
          const mensagem = event.mensagem ?? usual;
          // Push never holds up or fails a status change: it is queued, sent and retried by the job queue.
          app.push
            .queue(event.clienteId, {
              title: titulo,
              body: mensagem,
              url: `/tabs/detalhes-pedido?pedidoId=${event.pedidoId}`,
              tag: `pedido-${event.pedidoId}`,
            })
            .catch((error: unknown) => app.log.warn({ err: error }, 'order push not queued'));
        },
      },
    });
    app.decorate('orders', service);
    app.accounts.addExportSection(ordersExportSection);
    await app.register(ordersRoutes, { service, placementsPerMinute: app.config.AUTH_RATE_LIMIT_MAX });
    await app.register(trackingRoutes, { service });
    await app.register(reportRoutes);
    if (app.config.NODE_ENV !== 'production')
      await app.register(pixSimulationRoutes, { service, payments: app.payments, pix: app.pix });
  },
  {
    name: 'orders',
    dependencies: [
      'config',
      'database',
      'account',
      'order-events',
      'devices',
      'authentication',
      'bag',
      'cards',
      'payments',
      'loyalty',
    ],
  },
);
