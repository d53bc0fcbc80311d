import type { User } from '@comanda/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** GET /api/cliente: the logged-in customer's current data (§3 User). */
export async function getAccount(signal?: AbortSignal): Promise<User> {
  await ensureFreshSession();
  return api.get<User>('cliente', signal ? { signal } : {});
}

export const accountQueryOptions = () =>
  queryOptions({ queryKey: ['cliente'], queryFn: ({ signal }) => getAccount(signal), staleTime: 0 });

export function useAccount() {
  return useQuery(accountQueryOptions());
}
