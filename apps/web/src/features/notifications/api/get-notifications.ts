import type { Notification } from '@comanda/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** GET /api/notificacoes (§7): the history, newest first. Anything but success reads as an empty list. */
export async function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  await ensureFreshSession();
  try {
    const data = await api.get<Notification[] | null>('notificacoes', signal ? { signal } : {});
    return Array.isArray(data) ? data : [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return [];
  }
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notificacoes'],
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 0,
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
