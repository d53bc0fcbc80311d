import { describe, expect, it } from 'vitest';
import {
  giftCardFailureMessage,
  validateGiftCardBalance,
  validateGiftCardNumber,
  validateGiftCardPassword,
} from './gift-card.ts';

describe('gift card', () => {
  it.each([
    ['', 'O campo senha é obrigatório!'],
    ['  ', 'O campo senha é obrigatório!'],
    ['12345', 'A senha do Gift Card deve ter no mínimo 6 caracteres.'],
    [' 12345 ', 'A senha do Gift Card deve ter no mínimo 6 caracteres.'],
    ['123456', null],
  ])('password %j → %j', (password, message) => {
    expect(validateGiftCardPassword(password)).toBe(message);
  });

  it('requires a number', () => {
    expect(validateGiftCardNumber(' ')).toBe('O campo número é obrigatório!');
    expect(validateGiftCardNumber('6035 0000 1234')).toBeNull();
  });

  it.each([
    [0, 'O saldo do seu Gift Card é zero. Tente adicionar outro Gift Card.'],
    [-1, 'O saldo do seu Gift Card é zero. Tente adicionar outro Gift Card.'],
    [1, null],
  ])('balance %i → %j', (balance, message) => {
    expect(validateGiftCardBalance(balance)).toBe(message);
  });

  it.each([
    ['card_blocked', 'O seu Gift Card está bloqueado. Tente adicionar outro Gift Card.'],
    [
      'invalid_password',
      'Houve um problema ao resgatar o seu Gift Card. Por favor, tente adicionar novamente.',
    ],
    [null, 'Houve um problema ao resgatar o seu Gift Card. Por favor, tente adicionar novamente.'],
  ])('lookup failure %j → %j', (code, message) => {
    expect(giftCardFailureMessage(code)).toBe(message);
  });
});
