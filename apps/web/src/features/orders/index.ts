// Public API of orders: where an order's details live (tabs/detalhes-pedido). Its screens are in pages/index.ts,
// for app/.
export { orderDetailsPath } from './order-text.ts';
