import type { LoyaltyStatement } from '@comanda/contract';
import { LOYALTY_BRAND_ID } from '@comanda/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession, useCurrentUser } from '../../auth/index.ts';

/** The periods the statement offers, in months counting the current one (§9 default 3). */
export const STATEMENT_PERIODS = [3, 6, 12] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];

/** GET /api/fidelidade_extrato (§7): the points entries of the last `meses` months, grouped by month. */
export async function getStatement(meses: StatementPeriod, signal?: AbortSignal): Promise<LoyaltyStatement> {
  await ensureFreshSession();
  return api.get<LoyaltyStatement>('fidelidade_extrato', {
    query: { id_marca: LOYALTY_BRAND_ID, meses },
    ...(signal ? { signal } : {}),
  });
}

export const statementQueryOptions = (account: string, meses: StatementPeriod) =>
  queryOptions({
    queryKey: ['fidelidade_extrato', account, meses],
    queryFn: ({ signal }) => getStatement(meses, signal),
    staleTime: 30_000,
  });

export function useStatement(meses: StatementPeriod) {
  const account = useCurrentUser()?.id_externo ?? '';
  // the months already shown stay while a longer period loads
  return useQuery({
    ...statementQueryOptions(account, meses),
    enabled: account !== '',
    placeholderData: keepPreviousData,
  });
}
