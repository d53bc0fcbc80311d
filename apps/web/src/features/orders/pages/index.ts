// What app/ mounts from the orders: tabs/historico and tabs/detalhes-pedido (lazy, in the screens chunk).
export { OrderDetailsPage } from './order-details-page.tsx';
export { OrdersPage } from './orders-page.tsx';
