import type { OrderStatus } from '@comanda/domain';
import { statusTone } from '../order-text.ts';

/** An order's status as a coloured chip (the words carry the meaning; the colour repeats it). */
export function StatusChip({ status }: { status: OrderStatus }) {
  return <span className={`order-status-chip order-status-chip--${statusTone(status)}`}>{status}</span>;
}
