import type { OrderWire } from '@comanda/contract';
import type { OrderStatus } from '@comanda/domain';

/** Where a Pix order stands for the customer: still to pay, paid, or not paid in time (or cancelled). */
export type PixState = 'waiting' | 'paid' | 'failed';

/** The status while the Pix is not paid yet (§4). */
export const AWAITING_PAYMENT: OrderStatus = 'Aguardando pagamento';

/**
 * A Pix order's state: paid once the order leaves 'Aguardando pagamento' for anything but 'Cancelado'; failed when
 * cancelled, when its charge is gone or when the countdown reached zero (the server cancels it at expiry).
 */
export function pixState(
  order: Pick<OrderWire, 'status' | 'pix' | 'formaPagamento'>,
  secondsLeft: number,
): PixState {
  switch (order.status) {
    case 'Aguardando pagamento': {
      const open = order.pix !== null && order.formaPagamento.status === 'aguardando';
      return open && secondsLeft > 0 ? 'waiting' : 'failed';
    }
    case 'Cancelado':
      return 'failed';
    case 'Pendente':
    case 'Confirmado':
    case 'Em preparo':
    case 'Saiu para entrega':
    case 'Pronto para retirar':
    case 'Concluído':
      return 'paid';
    default: {
      const unknown: never = order.status;
      throw new Error(`unknown order status ${String(unknown)}`);
    }
  }
}
