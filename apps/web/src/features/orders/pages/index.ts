// What app/ mounts from the orders: tabs/historico and tabs/detalhes-pedido (lazy, in the screens chunk).

export { prefetchOrderDetails } from '../api/prefetch-order-details.ts';
export { OrderDetailsPage } from './order-details-page.tsx';
export { OrdersPage } from './orders-page.tsx';
