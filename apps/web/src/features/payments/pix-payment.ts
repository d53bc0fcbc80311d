import type { PaymentStatus } from '@comanda/domain';

/** A Pix charge as the API sends it with any payable: the BR Code (its copia e cola), the expiry, the amount. */
export interface PixChargeDetails {
  copia_e_cola: string;
  /** ISO instant after which the charge can no longer be paid. */
  expira_em: string;
  valor: { valor: number; texto: string };
}

/** Where a payable's Pix stands for the customer: still to pay, paid, or not paid (expired, refused, given back). */
export type PixPaymentState = 'waiting' | 'paid' | 'failed';

/** What the Pix payment screen needs of a payable (an order, a donation), whatever it pays for. */
export interface PixPaymentModel {
  state: PixPaymentState;
  /** The charge to pay; null once it is gone. */
  pix: PixChargeDetails | null;
}

/**
 * The state of a Pix payment, the same for every payable: waiting while the charge is open and time is left (the
 * server expires it at the deadline, reconciliation may say so a moment later), paid once approved, failed otherwise.
 */
export function pixPaymentState(
  payment: PaymentStatus,
  pix: PixChargeDetails | null,
  secondsLeft: number,
): PixPaymentState {
  switch (payment) {
    case 'aguardando':
      return pix !== null && secondsLeft > 0 ? 'waiting' : 'failed';
    case 'aprovado':
      return 'paid';
    case 'recusado':
    case 'expirado':
    // paid after the deadline: the money goes back
    case 'estorno_pendente':
    case 'estornado':
    // not a Pix at all: nothing to pay here
    case 'na_entrega':
      return 'failed';
    default: {
      const unknown: never = payment;
      throw new Error(`unknown payment status ${String(unknown)}`);
    }
  }
}
