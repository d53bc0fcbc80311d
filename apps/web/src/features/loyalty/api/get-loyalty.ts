import type { LoyaltyStatusData } from '@comanda/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** GET /api/fidelidade (§7): membership, level, points and the level's look; a non-member reads as Areia. */
export async function getLoyalty(signal?: AbortSignal): Promise<LoyaltyStatusData> {
  await ensureFreshSession();
  return api.get<LoyaltyStatusData>('fidelidade', signal ? { signal } : {});
}

/** One cache entry per account, so a login as someone else never shows the last one's points. */
export const loyaltyQueryOptions = (account: string) =>
  queryOptions({
    queryKey: ['fidelidade', account],
    queryFn: ({ signal }) => getLoyalty(signal),
    staleTime: 30_000,
  });
