import type { Db } from '../../db/client.ts';
import type { OrderEvent } from '../../platform/order-events.ts';
import type { Clock } from '../../providers/clock.ts';
import type { AfterCommit, Payable } from '../payments/index.ts';
import { ordersRepository as repo } from './repository.ts';
import { moveOrder } from './status.ts';
import { ORDER_MESSAGES } from './texts.ts';

/**
 * An order as the payments module settles it: paid, it moves 'Aguardando pagamento' → 'Pendente'; unpaid, it is
 * cancelled and what it held (gift-card debits, the coupon use) is given back — each once, under the order's row
 * lock, with the status change published after the commit.
 */
export function orderPayable({
  clock,
  publish,
}: {
  clock: Clock;
  publish: (event: OrderEvent) => void;
}): Payable {
  async function move(tx: Db, orderId: number, to: 'Pendente' | 'Cancelado'): Promise<AfterCommit> {
    const order = await repo.lock(tx, orderId);
    if (!order) return undefined;
    const now = clock();
    const event = await moveOrder(tx, order, to, 'system', now);
    if (to === 'Cancelado') await repo.release(tx, orderId, now);
    return event ? () => publish(event) : undefined;
  }

  return {
    kind: 'pedido',
    texts: ORDER_MESSAGES,
    description: (orderId) => `Pedido ${orderId}`,
    statementDescriptor: 'HANAMI SUSHI',
    refundDescription: 'Pedido cancelado',
    async lock(tx, orderId) {
      const order = await repo.lock(tx, orderId);
      return order ? order.status === 'Aguardando pagamento' : null;
    },
    paid: (tx, payment) => move(tx, payment.payableId, 'Pendente'),
    failed: (tx, payment) => move(tx, payment.payableId, 'Cancelado'),
  };
}
