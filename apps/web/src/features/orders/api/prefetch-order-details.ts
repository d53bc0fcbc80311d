import type { QueryClient } from '@tanstack/react-query';
import { readCurrentUser } from '../../auth/index.ts';
import { pedidoIdFrom } from '../order-text.ts';
import { orderQueryOptions } from './get-order.ts';

/**
 * An order's details opened from a link (its notification, a message) ask for the order as soon as their screen's
 * code has loaded, beside the app's boot, instead of once the screen has mounted after it (ADR 0178). Only for a
 * signed-in customer: a visitor is sent to log in.
 */
export function prefetchOrderDetails(client: QueryClient, search: string = window.location.search): void {
  const pedidoId = pedidoIdFrom(search);
  if (pedidoId === null || !readCurrentUser()) return;
  void client.prefetchQuery(orderQueryOptions(client, pedidoId));
}
