import type { BagLineInput, WireDiscount } from '@comanda/contract';
import { MODALITY, normalizeCouponCode, PLATFORM } from '@comanda/domain';
import { api } from '../../../lib/api-client.ts';
import { ensureFreshSession } from '../../auth/index.ts';

/**
 * POST /api/cupom (§7, login required): the code, the store and the bag's lines; the answer is the §3 Discount.
 * A refusal is an ApiError carrying the server's pt-BR reason.
 */
export async function applyCoupon(
  code: string,
  storeId: number,
  lines: readonly BagLineInput[],
): Promise<WireDiscount> {
  await ensureFreshSession();
  return api.post<WireDiscount>('cupom', {
    body: {
      cupom: normalizeCouponCode(code),
      lojaId: storeId,
      carrinho: lines,
      modalidade: MODALITY,
      plataforma: PLATFORM,
      pwa: true,
    },
  });
}
