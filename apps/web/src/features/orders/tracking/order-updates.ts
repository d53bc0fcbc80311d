import type { OrderStatusEventWire, OrderWire } from '@comanda/contract';

/**
 * The order after a status change from its stream: the status becomes the event's and the change joins the
 * history, unless the history already holds it (the same change read twice, or already in a fresher snapshot).
 */
export function withStatusEvent(order: OrderWire, event: OrderStatusEventWire): OrderWire {
  if (event.pedidoId !== order.id) return order;
  const known = order.historicoStatus.some(
    (entry) => entry.status === event.status && Date.parse(entry.data) === Date.parse(event.data),
  );
  if (known) return order;
  return {
    ...order,
    status: event.status,
    historicoStatus: [...order.historicoStatus, { status: event.status, data: event.data }],
  };
}

/**
 * Of the order already shown and a new reading of it, the one to show: the new one, unless its history is shorter
 * (a request answered after a later change had already arrived). A history only grows.
 */
export function laterOrder(current: OrderWire | undefined, incoming: OrderWire): OrderWire {
  if (
    current &&
    current.id === incoming.id &&
    current.historicoStatus.length > incoming.historicoStatus.length
  )
    return current;
  return incoming;
}
