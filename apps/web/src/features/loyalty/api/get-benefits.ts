import type { LoyaltyBenefitsByLevel } from '@comanda/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession, useCurrentUser } from '../../auth/index.ts';

/** GET /api/buscar_beneficios: every level with its look, points range, whether it is reached and its benefits. */
export async function getBenefits(signal?: AbortSignal): Promise<LoyaltyBenefitsByLevel> {
  await ensureFreshSession();
  return api.get<LoyaltyBenefitsByLevel>('buscar_beneficios', signal ? { signal } : {});
}

export const benefitsQueryOptions = (account: string) =>
  queryOptions({
    queryKey: ['buscar_beneficios', account],
    queryFn: ({ signal }) => getBenefits(signal),
    staleTime: 60_000,
  });

export function useBenefits() {
  const account = useCurrentUser()?.id_externo ?? '';
  return useQuery({ ...benefitsQueryOptions(account), enabled: account !== '' });
}
