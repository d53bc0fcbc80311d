import type { OrderStatus } from '@comanda/domain';

/** A button of an order card: the status it moves the order to and what it says. */
export interface OrderAction {
  status: OrderStatus;
  label: string;
  /** Cancelling asks first and is drawn apart from the moves forward. */
  cancels: boolean;
}

/** What the button that moves an order to `status` says. */
export function actionLabel(status: OrderStatus): string {
  switch (status) {
    case 'Aguardando pagamento':
      return 'Aguardar pagamento';
    case 'Pendente':
      return 'Voltar para pendente';
    case 'Confirmado':
      return 'Confirmar';
    case 'Em preparo':
      return 'Iniciar preparo';
    case 'Saiu para entrega':
      return 'Saiu para entrega';
    case 'Pronto para retirar':
      return 'Pronto para retirar';
    case 'Concluído':
      return 'Concluir';
    case 'Cancelado':
      return 'Cancelar';
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}

/**
 * The buttons of an order: one per status the API says the team may move it to now (`proximos`), in that order,
 * with cancelling last.
 */
export function actionsOf(proximos: readonly OrderStatus[]): OrderAction[] {
  const actions = proximos.map((status) => ({
    status,
    label: actionLabel(status),
    cancels: status === 'Cancelado',
  }));
  return [...actions.filter((action) => !action.cancels), ...actions.filter((action) => action.cancels)];
}

/** The question asked before an order is cancelled. */
export const cancelQuestion = (orderId: number): string =>
  `Cancelar o pedido #${orderId}? O pagamento, se houver, será estornado.`;
