import type { DonationWire } from '@comanda/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/** How often a donation is asked about while its payment waits (a Pix to pay, a card the provider confirms). */
export const DONATION_POLL_MS = 3000;

export const donationQueryKey = (doacaoId: number | null) => ['doacao', doacaoId] as const;

/** GET /api/doacao?doacaoId: one of the customer's donations, with its status and Pix. */
export async function getDonation(doacaoId: number, signal?: AbortSignal): Promise<DonationWire> {
  await ensureFreshSession();
  return api.get<DonationWire>('doacao', { query: { doacaoId }, ...(signal ? { signal } : {}) });
}

/**
 * The donation, asked again every DONATION_POLL_MS while its payment waits; not once it settled, and not while the
 * tab is hidden (the next ask comes when it shows again).
 */
export function useDonation(doacaoId: number | null) {
  return useQuery({
    queryKey: donationQueryKey(doacaoId),
    queryFn: ({ signal }) => getDonation(doacaoId as number, signal),
    enabled: doacaoId !== null,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'aguardando' ? DONATION_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

/** POST /api/dev/pix/simular-doacao?doacaoId (outside production only): pays the donation's sandbox Pix. */
export async function simulateDonationPix(doacaoId: number): Promise<DonationWire> {
  await ensureFreshSession();
  return api.post<DonationWire>('dev/pix/simular-doacao', { query: { doacaoId }, body: {} });
}
