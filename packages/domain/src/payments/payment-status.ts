/** The states of a payment made online (every state but paid on delivery). */
const ONLINE_PAYMENT_STATUSES = [
  'aguardando',
  'aprovado',
  'recusado',
  'expirado',
  'estornado',
  'estorno_pendente',
] as const;

/**
 * A payment's state: awaiting the customer (Pix) or the provider, paid, refused, expired unpaid, refunded, being
 * refunded ('estorno_pendente': asked of the provider, not yet confirmed; retried until it is), or paid on delivery.
 */
export const PAYMENT_STATUSES = [...ONLINE_PAYMENT_STATUSES, 'na_entrega'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A donation's payment states: those of an order's payment but the one paid on delivery. */
export const DONATION_STATUSES = ONLINE_PAYMENT_STATUSES;

/**
 * What a payment pays for: an order or a donation (a tip or a loyalty purchase would be one more). Each payable
 * has at most one payment, and a payment settles only its own payable.
 */
export const PAYABLE_KINDS = ['pedido', 'doacao'] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];
