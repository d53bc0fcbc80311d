import {
  type CancellationContext,
  canTransition,
  type OrderActor,
  type OrderStatus,
  orderStatusNotification,
} from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import type { OrderEvent } from '../../platform/order-events.ts';
import { notificationsRepository } from '../notifications/index.ts';
import { type OrderRow, type PlacedOrder, ordersRepository as repo } from './repository.ts';

/**
 * Records that an order changed to `status`: the order row, its history entry and the customer's notification
 * (§3 Notification), in the caller's transaction. Answers the event to publish once the transaction has committed.
 */
export async function recordStatus(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'customerId' | 'storeId'>,
  status: OrderStatus,
  actor: OrderActor,
  at: Date,
  cancellation: CancellationContext = {},
): Promise<OrderEvent> {
  await repo.setStatus(tx, order.id, status, at);
  return logStatus(tx, order, status, actor, at, cancellation);
}

/** The history entry and the notification of a status the order row already holds. */
async function logStatus(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'customerId' | 'storeId'>,
  status: OrderStatus,
  actor: OrderActor,
  at: Date,
  cancellation: CancellationContext,
): Promise<OrderEvent> {
  const seq = await repo.addHistory(tx, order.id, status, actor, at);
  const { titulo, mensagem } = orderStatusNotification(order.id, status, cancellation);
  await notificationsRepository.add(tx, order.customerId, titulo, mensagem, at);
  return { ...statusEvent(order, status, at, seq), mensagem };
}

/**
 * A new order's first status, by the customer: its history entry and the customer's notification, which
 * `ordersRepository.insertPlaced` writes in the order's own statement (the row is inserted with that status).
 */
export function firstStatus(
  orderId: number,
  status: OrderStatus,
  at: Date,
): Pick<PlacedOrder, 'history' | 'notification'> {
  return {
    history: { status, actor: 'customer', at },
    notification: orderStatusNotification(orderId, status),
  };
}

/** The event of a status change (its history entry's id is the sequence), published once it has committed. */
export function statusEvent(
  order: Pick<OrderRow, 'id' | 'customerId' | 'storeId'>,
  status: OrderStatus,
  at: Date,
  seq: number,
): OrderEvent {
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
 * nothing written — otherwise. A cancellation's reason and refund go into the customer's notification.
 */
export async function moveOrder(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  actor: OrderActor,
  at: Date,
  cancellation: CancellationContext = {},
): Promise<OrderEvent | null> {
  if (!canTransition(order.status, to, actor)) return null;
  return recordStatus(tx, order, to, actor, at, cancellation);
}
