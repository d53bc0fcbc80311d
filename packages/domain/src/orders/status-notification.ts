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

/** The notification a customer gets when their order reaches `status` (§3 Notification: titulo, mensagem). */
export function orderStatusNotification(
  orderId: number,
  status: OrderStatus,
): { titulo: string; mensagem: string } {
  return { titulo: `Pedido #${orderId}: ${status}`, mensagem: MESSAGES[status] };
}
