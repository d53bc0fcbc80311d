/**
 * A payment's state: awaiting the customer (Pix) or the provider, paid, refused, expired unpaid, refunded, being
 * refunded ('estorno_pendente': asked of the provider, not yet confirmed; retried until it is), or paid on delivery.
 */
export const PAYMENT_STATUSES = [
  'aguardando',
  'aprovado',
  'recusado',
  'expirado',
  'estornado',
  'estorno_pendente',
  'na_entrega',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A donation's payment states: those of an order's payment but the one paid on delivery. */
export const DONATION_STATUSES = [
  'aguardando',
  'aprovado',
  'recusado',
  'expirado',
  'estornado',
  'estorno_pendente',
] as const satisfies readonly PaymentStatus[];
