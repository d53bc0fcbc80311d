import { formatBRL } from '../money/format-brl.ts';
import type { Centavos } from '../money/money.ts';
import type { OrderStatus } from './order-status.ts';

const MESSAGES: Readonly<Record<OrderStatus, string>> = {
  'Aguardando pagamento':
    'Recebemos seu pedido. Assim que o pagamento for confirmado, ele segue para a loja.',
  Pendente: 'Seu pedido foi recebido e aguarda a confirmação da loja.',
  Confirmado: 'A loja confirmou seu pedido.',
  'Em preparo': 'Seu pedido está sendo preparado.',
  'Saiu para entrega': 'Seu pedido saiu para entrega e logo chega até você.',
  'Pronto para retirar': 'Seu pedido está pronto para retirada.',
  Concluído: 'Pedido concluído. Bom apetite!',
  Cancelado: 'Seu pedido foi cancelado.',
};

/** What a cancellation may add: the store's reason, and the amount paid in the app that goes back. */
export interface CancellationContext {
  motivo?: string | null;
  estorno?: Centavos | null;
}

/**
 * The notification a customer gets when their order reaches `status` (§3 Notification: titulo, mensagem). A
 * cancellation says why when the store gave a reason, and that the amount paid will be refunded.
 */
export function orderStatusNotification(
  orderId: number,
  status: OrderStatus,
  cancellation: CancellationContext = {},
): { titulo: string; mensagem: string } {
  let mensagem = MESSAGES[status];
  if (status === 'Cancelado') {
    const motivo = cancellation.motivo?.trim().replace(/[.!]+$/, '');
    if (motivo) mensagem = `Seu pedido foi cancelado pela loja: ${motivo}.`;
    if (cancellation.estorno)
      mensagem += ` O valor pago (${formatBRL(cancellation.estorno)}) será estornado.`;
  }
  return { titulo: `Pedido #${orderId}: ${status}`, mensagem };
}
