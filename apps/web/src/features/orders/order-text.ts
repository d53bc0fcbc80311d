import type { OrderStatus, StepFill } from '@comanda/domain';

/** The colour family of a status chip: waiting on the customer, with the store, finished well, cancelled. */
export type StatusTone = 'waiting' | 'active' | 'done' | 'cancelled';

export function statusTone(status: OrderStatus): StatusTone {
  switch (status) {
    case 'Aguardando pagamento':
      return 'waiting';
    case 'Pendente':
    case 'Confirmado':
    case 'Em preparo':
    case 'Saiu para entrega':
    case 'Pronto para retirar':
      return 'active';
    case 'Concluído':
      return 'done';
    case 'Cancelado':
      return 'cancelled';
    default: {
      const unknown: never = status;
      throw new Error(`unknown order status ${String(unknown)}`);
    }
  }
}

/** A progress step's state in words, for screen readers; on a cancelled order the half step was interrupted. */
export function stepStateText(fill: StepFill, color: 'primary' | 'danger'): string {
  if (fill === 1) return 'concluída';
  if (fill === 0.5) return color === 'danger' ? 'interrompida' : 'em andamento';
  return 'não iniciada';
}

/** The page of one order. */
export const orderDetailsPath = (pedidoId: number) => `/tabs/detalhes-pedido?pedidoId=${pedidoId}`;
/** The Pix payment screen of an order still waiting for it. */
export const pixPaymentPath = (pedidoId: number) => `/pagamento-pedido-pix?pedidoId=${pedidoId}`;

/** `?pedidoId=N` of the address; null unless a positive whole number. */
export function pedidoIdFrom(search: string): number | null {
  const raw = new URLSearchParams(search).get('pedidoId') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
