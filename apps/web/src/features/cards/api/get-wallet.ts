import type { SavedCardWire } from '@comanda/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession, type StoredUser, storeUpdatedUser } from '../../auth/index.ts';

export const WALLET_KEY = ['carteira'] as const;

/** The card list goes onto the stored user too (§7 carteira: "data is the card list, saved onto the user"). */
function storeOnUser(cartoes: readonly SavedCardWire[]): void {
  const update: Partial<StoredUser> & { cartoes: readonly SavedCardWire[] } = { cartoes };
  storeUpdatedUser(update);
}

/** GET /api/carteira: the customer's saved cards, newest first, donation cards included (`doacao`). */
export async function getWallet(signal?: AbortSignal): Promise<SavedCardWire[]> {
  await ensureFreshSession();
  const cards = await api.get<SavedCardWire[]>('carteira', signal ? { signal } : {});
  storeOnUser(cards);
  return cards;
}

export const walletQuery = () =>
  queryOptions({ queryKey: WALLET_KEY, queryFn: ({ signal }) => getWallet(signal), staleTime: 0 });

export function useWallet() {
  return useQuery(walletQuery());
}

/** Replaces the card list after a change the server answered (a card added or deleted), here and on the user. */
export function replaceWallet(queryClient: QueryClient, cards: readonly SavedCardWire[]): void {
  queryClient.setQueryData(WALLET_KEY, [...cards]);
  storeOnUser(cards);
}

/** The cards as last loaded, or loaded now when this screen opened before the list. */
export function currentWallet(queryClient: QueryClient): Promise<SavedCardWire[]> {
  const cached = queryClient.getQueryData<SavedCardWire[]>(WALLET_KEY);
  return cached ? Promise.resolve(cached) : queryClient.fetchQuery(walletQuery());
}
