import type { LoyaltyAdminBenefit, LoyaltyAdminView, LoyaltyBenefitPatch } from '@comanda/contract';
import { staffCall } from '../../lib/staff-call.ts';

/** The Shinguru programme's calls (docs/loyalty.md, "In the back office"). */
export const loyaltyAdmin = {
  view: () => staffCall<LoyaltyAdminView>('/gestao/fidelidade'),
  change: (id: number, body: LoyaltyBenefitPatch) =>
    staffCall<LoyaltyAdminBenefit>(`/gestao/fidelidade/beneficios/${id}`, { method: 'PATCH', body }),
};
