import type { LoyaltyBenefitQuery, LoyaltyReservationData, LoyaltyReserveBody } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/**
 * POST /api/fidelidade_cupom: holds a wallet item for the bag of store `lojaId` (a product benefit), or activates a
 * restaurant benefit (`lojaId` null). Answers the query to keep and until when it holds.
 */
export async function reserveBenefit(
  sequencial: number,
  lojaId: number | null,
): Promise<LoyaltyReservationData> {
  await ensureFreshSession();
  const body: LoyaltyReserveBody = { sequencial, loja_id: lojaId };
  return api.post<LoyaltyReservationData>('fidelidade_cupom', { body });
}

/** DELETE /api/fidelidade_cupom: gives a held item back to the wallet (a hold already ended is fine). */
export async function releaseBenefit(consulta: LoyaltyBenefitQuery): Promise<void> {
  await ensureFreshSession();
  await api.delete('fidelidade_cupom', { query: { ...consulta }, body: {} });
}
