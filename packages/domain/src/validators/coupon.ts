import { MESSAGES, type ValidationMessage } from './messages.ts';

/** Validates a typed coupon code (§5): 'O cupom é obrigatório!' when empty after trimming, else free text. */
export function validateCouponCode(text: string): ValidationMessage {
  return text.trim() === '' ? MESSAGES.couponRequired : null;
}

/** The canonical form of a typed coupon code: trimmed and upper-cased, so 'bemvindo ' finds 'BEMVINDO'. */
export function normalizeCouponCode(text: string): string {
  return text.trim().toLocaleUpperCase('pt-BR');
}
