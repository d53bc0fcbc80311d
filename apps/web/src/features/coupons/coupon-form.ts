import { validateCouponCode } from '@comanda/domain';
import type { FormRules } from '../../ui/form/rule-form.ts';

/** The coupon section's field: the code as typed, upper-cased. */
export interface CouponFormValues {
  cupom: string;
}

export const EMPTY_COUPON_FORM: CouponFormValues = { cupom: '' };

/** §5: an empty code reads 'O cupom é obrigatório!'; anything else is the server's to judge. */
export const couponFormRules: FormRules<CouponFormValues> = { cupom: validateCouponCode };

export const maskCouponCode = (text: string): string => text.toUpperCase();
