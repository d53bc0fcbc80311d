import fp from 'fastify-plugin';
import { operatorKeyDevRoutes } from './dev-routes.ts';
import { operatorRoutes } from './routes.ts';

export { authenticateOperator, OPERATOR_KEY_HEADER, operatorKeyHeaders } from './authenticate.ts';

/** The store team's order board API, authenticated by a store key (`npm run operator:key STORE_ID`). */
export const operatorsModule = fp(
  async (app) => {
    await app.register(operatorRoutes, { orders: app.orders });
    if (app.config.NODE_ENV !== 'production') await app.register(operatorKeyDevRoutes);
  },
  { name: 'operators', dependencies: ['config', 'database', 'order-events', 'orders', 'staff'] },
);
