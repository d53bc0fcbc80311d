/** Every order status the product knows (§4), in the order an order normally goes through them. */
export const ORDER_STATUSES = [
  'Aguardando pagamento',
  'Pendente',
  'Confirmado',
  'Em preparo',
  'Saiu para entrega',
  'Pronto para retirar',
  'Concluído',
  'Cancelado',
] as const;

/** An order status (§4). */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** True when `value` is one of the known order statuses. */
export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** An entry of `historicoStatus`: a bare status or an object with one. */
export type StatusHistoryEntry = string | { status: string };

/** The tracked status of an order: the last entry of `historicoStatus` (§4), or null when there is none. */
export function trackedStatus(history: readonly StatusHistoryEntry[]): string | null {
  const last = history.at(-1);
  if (last === undefined) return null;
  return typeof last === 'string' ? last : last.status;
}
