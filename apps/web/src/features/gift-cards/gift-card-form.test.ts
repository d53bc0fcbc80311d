import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { ruleErrors } from '../../ui/form/rule-form.ts';
import { giftCardFormRules, maskGiftCardNumber, maskGiftCardPassword } from './gift-card-form.ts';
import { giftCardFormSchema } from './gift-card-schema.ts';

describe('gift-card form', () => {
  it.each([
    [{ numero: '6035 0000 1111 2222', senha: 'sakura' }, {}],
    [
      { numero: '', senha: '' },
      { numero: 'O campo número é obrigatório!', senha: 'O campo senha é obrigatório!' },
    ],
    [{ numero: '6035', senha: ' sak ' }, { senha: 'A senha do Gift Card deve ter no mínimo 6 caracteres.' }],
  ])('the bag’s rules and the tabs/gift-card schema both read %j as %j', (values, errors) => {
    expect(ruleErrors(giftCardFormRules, values)).toEqual(errors);
    expect(formErrors(giftCardFormSchema, values)).toEqual(errors);
  });

  it('keeps digits and spaces of a number, up to 24 characters, and 64 of a password', () => {
    expect(maskGiftCardNumber('6035-0000 abc 1111')).toBe('60350000  1111');
    expect(maskGiftCardNumber('1'.repeat(30))).toHaveLength(24);
    expect(maskGiftCardPassword('s'.repeat(70))).toHaveLength(64);
  });
});
