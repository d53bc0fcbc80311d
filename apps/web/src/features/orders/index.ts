// Public API of orders: where an order's details live (tabs/detalhes-pedido), and an order followed live (the Pix
// payment screen follows the same stream). Its screens are in pages/index.ts, for app/.
export { orderKey } from './api/get-order.ts';
export { useOrderTracking } from './hooks/use-order-tracking.ts';
export { orderDetailsPath } from './order-text.ts';
