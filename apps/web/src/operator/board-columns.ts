import type { OperatorOrderWire } from '@comanda/contract';
import type { OrderStatus } from '@comanda/domain';

/** A group of the board: the orders in any of its statuses, newest first as the API sends them. */
export interface BoardColumn {
  id: string;
  title: string;
  statuses: readonly OrderStatus[];
  /** Shown only when it has orders (unpaid Pix orders are rare and need nothing from the kitchen). */
  onlyWhenFilled?: boolean;
  /** Orders that have ended: shown compact. */
  finished?: boolean;
}

/** The board's groups, in the order an order goes through them; every status is in exactly one. */
export const BOARD_COLUMNS: readonly BoardColumn[] = [
  {
    id: 'aguardando-pagamento',
    title: 'Aguardando pagamento',
    statuses: ['Aguardando pagamento'],
    onlyWhenFilled: true,
  },
  { id: 'pendente', title: 'Pendente', statuses: ['Pendente'] },
  { id: 'confirmado', title: 'Confirmado', statuses: ['Confirmado'] },
  { id: 'em-preparo', title: 'Em preparo', statuses: ['Em preparo'] },
  {
    id: 'saida',
    title: 'Saiu para entrega / Pronto para retirar',
    statuses: ['Saiu para entrega', 'Pronto para retirar'],
  },
  { id: 'concluido', title: 'Concluído', statuses: ['Concluído'], finished: true },
  { id: 'cancelado', title: 'Cancelado', statuses: ['Cancelado'], finished: true },
];

/** The columns to show, each with its orders in the order given (the API's: newest first). */
export function columnsOf(
  orders: readonly OperatorOrderWire[],
): Array<BoardColumn & { orders: OperatorOrderWire[] }> {
  return BOARD_COLUMNS.map((column) => ({
    ...column,
    orders: orders.filter((order) => column.statuses.includes(order.status)),
  })).filter((column) => !column.onlyWhenFilled || column.orders.length > 0);
}
