import type { OrderStatus } from './order-status.ts';

/** Who asks for a status change: the customer, the store's staff, or the system (payment events, timeouts). */
export type OrderActor = 'customer' | 'store' | 'system';

/**
 * The server's single transition table: for each status, which status may follow and who may cause it.
 * The customer may cancel only before the store confirms ('Aguardando pagamento', 'Pendente'); the store may
 * cancel until the order leaves ('Em preparo' included); the system cancels unpaid orders and confirms payments.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Readonly<Partial<Record<OrderStatus, readonly OrderActor[]>>>>
> = {
  'Aguardando pagamento': { Pendente: ['system'], Cancelado: ['customer', 'store', 'system'] },
  Pendente: { Confirmado: ['store'], Cancelado: ['customer', 'store'] },
  Confirmado: { 'Em preparo': ['store'], Cancelado: ['store'] },
  'Em preparo': { 'Saiu para entrega': ['store'], 'Pronto para retirar': ['store'], Cancelado: ['store'] },
  'Saiu para entrega': { Concluído: ['store'] },
  'Pronto para retirar': { Concluído: ['store'] },
  Concluído: {},
  Cancelado: {},
};

/** True when `actor` may move an order from status `from` to status `to` (per `ORDER_TRANSITIONS`). */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** Statuses `actor` may move an order to from status `from`, in table order. */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS[from]) as OrderStatus[]).filter((to) =>
    canTransition(from, to, actor),
  );
}

/** True when an order in `status` has ended ('Concluído' or 'Cancelado'): nothing may follow. */
export function isFinalStatus(status: OrderStatus): boolean {
  return Object.keys(ORDER_TRANSITIONS[status]).length === 0;
}

/** True when the customer may still cancel an order in `status` (before the store confirms it). */
export function customerMayCancel(status: OrderStatus): boolean {
  return canTransition(status, 'Cancelado', 'customer');
}
