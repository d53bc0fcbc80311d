import { canTransition, type OrderActor, type OrderStatus, orderStatusNotification } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import type { OrderEvent } from '../../platform/order-events.ts';
import { notificationsRepository } from '../notifications/index.ts';
import { type OrderRow, ordersRepository as repo } from './repository.ts';

/**
 * Records that an order reached `status` (the first status or a change): the order row, its history entry and the
 * customer's notification (§3 Notification), in the caller's transaction. Answers the event to publish once the
 * transaction has committed.
 */
export async function recordStatus(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'customerId' | 'storeId'>,
  status: OrderStatus,
  actor: OrderActor,
  at: Date,
): Promise<OrderEvent> {
  await repo.setStatus(tx, order.id, status, at);
  const seq = await repo.addHistory(tx, order.id, status, actor, at);
  const { titulo, mensagem } = orderStatusNotification(order.id, status);
  await notificationsRepository.add(tx, order.customerId, titulo, mensagem, at);
  return {
    pedidoId: order.id,
    lojaId: order.storeId,
    clienteId: order.customerId,
    status,
    data: at.toISOString(),
    seq,
  };
}

/**
 * Moves a locked order to `to` when the transition table lets `actor` do it (§4, packages/domain); null — and
 * nothing written — otherwise.
 */
export async function moveOrder(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  actor: OrderActor,
  at: Date,
): Promise<OrderEvent | null> {
  if (!canTransition(order.status, to, actor)) return null;
  return recordStatus(tx, order, to, actor, at);
}
