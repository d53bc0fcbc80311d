import type { OrderWire } from '@comanda/contract';
import { type PixPaymentModel, pixPaymentState } from '../payments/index.ts';

/**
 * A Pix order as the Pix payment shows it: while 'Aguardando pagamento', its payment decides (payments'
 * `pixPaymentState`: waiting while the charge is open and time is left); cancelled, failed; any later status, paid.
 */
export function orderPixPayment(
  order: Pick<OrderWire, 'status' | 'pix' | 'formaPagamento'>,
  secondsLeft: number,
): PixPaymentModel {
  switch (order.status) {
    case 'Aguardando pagamento':
      return { state: pixPaymentState(order.formaPagamento.status, order.pix, secondsLeft), pix: order.pix };
    case 'Cancelado':
      return { state: 'failed', pix: order.pix };
    case 'Pendente':
    case 'Confirmado':
    case 'Em preparo':
    case 'Saiu para entrega':
    case 'Pronto para retirar':
    case 'Concluído':
      return { state: 'paid', pix: order.pix };
    default: {
      const unknown: never = order.status;
      throw new Error(`unknown order status ${String(unknown)}`);
    }
  }
}
