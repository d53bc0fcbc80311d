import type { LoyaltyWalletItemData } from '@comanda/contract';
import { LOYALTY_BRAND_ID } from '@comanda/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession, useCurrentUser } from '../../auth/index.ts';

/** Which part of the wallet: the items still usable (Disponível, Reservado) or the used and expired ones. */
export type WalletFilter = 'usable' | 'used';

/** GET /api/fidelidade_carteira (§7): the member's wallet items, `filtro_utilizado` 0 or 1. */
export async function getWallet(
  filter: WalletFilter,
  signal?: AbortSignal,
): Promise<LoyaltyWalletItemData[]> {
  await ensureFreshSession();
  return api.get<LoyaltyWalletItemData[]>('fidelidade_carteira', {
    query: { id_marca: LOYALTY_BRAND_ID, filtro_utilizado: filter === 'used' ? 1 : 0 },
    ...(signal ? { signal } : {}),
  });
}

export const walletQueryOptions = (account: string, filter: WalletFilter) =>
  queryOptions({
    queryKey: ['fidelidade_carteira', account, filter],
    queryFn: ({ signal }) => getWallet(filter, signal),
    staleTime: 15_000,
  });

export function useWallet(filter: WalletFilter) {
  const account = useCurrentUser()?.id_externo ?? '';
  return useQuery({ ...walletQueryOptions(account, filter), enabled: account !== '' });
}
