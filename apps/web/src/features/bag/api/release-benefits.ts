import type { LoyaltyBenefitQuery } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/**
 * DELETE /api/fidelidade_cupom for each query (§4 Bag clearing): the wallet items held for the bag are available
 * again. A hold already ended is fine for the server; a failure leaves the hold to run out on its own (2 h).
 */
export async function releaseBenefits(queries: readonly LoyaltyBenefitQuery[]): Promise<void> {
  try {
    await ensureFreshSession();
    await Promise.allSettled(
      queries.map((query) => api.delete('fidelidade_cupom', { query: { ...query }, body: {} })),
    );
  } catch {
    // Logged out meanwhile: nothing to give back from here.
  }
}
