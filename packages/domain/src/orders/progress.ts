import { isOrderStatus, type OrderStatus, type StatusHistoryEntry, trackedStatus } from './order-status.ts';

/** Fill of one progress step: 0 empty, 0.5 half, 1 done. */
export type StepFill = 0 | 0.5 | 1;

/** The four-step tracking bar (§4): each step's fill and the bar's colour. */
export interface OrderProgress {
  steps: readonly [StepFill, StepFill, StepFill, StepFill];
  color: 'primary' | 'danger';
}

const bar = (steps: OrderProgress['steps'], color: OrderProgress['color'] = 'primary'): OrderProgress => ({
  steps,
  color,
});

/** Progress bar for a known status, exactly as the §4 table. */
export function progressForStatus(status: OrderStatus): OrderProgress {
  switch (status) {
    case 'Aguardando pagamento':
    case 'Pendente':
      return bar([1, 0, 0, 0]);
    case 'Confirmado':
      return bar([1, 0.5, 0, 0]);
    case 'Em preparo':
      return bar([1, 1, 0.5, 0]);
    case 'Saiu para entrega':
      return bar([1, 1, 1, 0]);
    case 'Pronto para retirar':
    case 'Concluído':
      return bar([1, 1, 1, 1]);
    case 'Cancelado':
      return bar([0.5, 0, 0, 0], 'danger');
    default: {
      const unreachable: never = status;
      throw new Error(`unknown order status ${String(unreachable)}`);
    }
  }
}

/** Progress bar of an order from its `historicoStatus` (§4): last entry's bar; empty for anything else. */
export function orderProgress(history: readonly StatusHistoryEntry[]): OrderProgress {
  const status = trackedStatus(history);
  return status !== null && isOrderStatus(status) ? progressForStatus(status) : bar([0, 0, 0, 0]);
}
