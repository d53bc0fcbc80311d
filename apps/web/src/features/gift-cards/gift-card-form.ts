import { validateGiftCardNumber, validateGiftCardPassword } from '@comanda/domain';
import type { FormRules } from '../../ui/form/rule-form.ts';

/** A gift card's number and password as typed, in the bag's section and on tabs/gift-card. */
export interface GiftCardFormValues {
  numero: string;
  senha: string;
}

export const EMPTY_GIFT_CARD_FORM: GiftCardFormValues = { numero: '', senha: '' };

/** §5: both required, the password at least 6 characters. */
export const giftCardFormRules: FormRules<GiftCardFormValues> = {
  numero: validateGiftCardNumber,
  senha: validateGiftCardPassword,
};

/** Digits and spaces, 24 characters at most. */
export const maskGiftCardNumber = (text: string): string => text.replace(/[^\d ]/g, '').slice(0, 24);

export const maskGiftCardPassword = (text: string): string => text.slice(0, 64);
