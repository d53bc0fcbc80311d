import { describe, expect, it } from 'vitest';
import { validateCep } from './cep.ts';
import { validateCouponCode } from './coupon.ts';
import { validateEmail } from './email.ts';
import { validateMobilePhone } from './mobile-phone.ts';
import { validatePassword } from './password.ts';

describe('e-mail', () => {
  it.each(['ana@exemplo.com.br', ' joao.silva+pedidos@hanami.com ', "o'neil@mail.co"])(
    'accepts %j',
    (email) => {
      expect(validateEmail(email)).toBeNull();
    },
  );
  it.each([
    '',
    'ana',
    'ana@',
    '@exemplo.com',
    'ana@exemplo',
    'ana@@exemplo.com',
    'ana @exemplo.com',
    'a..b@x.com',
    `${'a'.repeat(250)}@x.com`,
  ])('rejects %j with the spec message', (email) => {
    expect(validateEmail(email)).toBe('E-mail inválido!');
  });
});

describe('mobile phone', () => {
  it.each(['(61) 99876-5432', '61998765432', '(11) 91234-5678', '(99) 99999-9999'])('accepts %j', (phone) => {
    expect(validateMobilePhone(phone)).toBeNull();
  });
  it.each([
    ['(61) 9876-5432', '14 characters (landline mask)'],
    ['(61) 89876-5432', 'does not start with 9'],
    ['(20) 99876-5432', 'DDD 20 does not exist'],
    ['(10) 99876-5432', 'DDD 10 does not exist'],
    ['6199876543', '10 digits'],
    ['(61)99876-5432', 'malformed mask'],
    ['', 'empty'],
  ])('rejects %j (%s)', (phone) => {
    expect(validateMobilePhone(phone)).toBe('Número de celular inválido!');
  });
});

describe('password (5–30, upper, lower, digit)', () => {
  it.each(['Abc12', 'Senha1', `Aa1${'x'.repeat(27)}`, 'Ção1x'])('accepts %j', (password) => {
    expect(validatePassword(password)).toBeNull();
  });
  it.each([
    ['Ab1c', '4 characters'],
    [`Aa1${'x'.repeat(28)}`, '31 characters'],
    ['abc12', 'no upper case'],
    ['ABC12', 'no lower case'],
    ['Abcde', 'no digit'],
  ])('rejects %j (%s)', (password) => {
    expect(validatePassword(password)).toBe('A senha não atende aos requisitos mínimos!');
  });
});

describe('CEP', () => {
  it.each(['70000-000', '70000000', ' 01310-100 '])('accepts %j', (cep) => {
    expect(validateCep(cep)).toBeNull();
  });
  it.each(['7000-000', '70000-00', '70000_000', 'abcde-fgh', ''])('rejects %j', (cep) => {
    expect(validateCep(cep)).toBe('CEP inválido!');
  });
});

describe('coupon code', () => {
  it.each(['', '   '])('requires a code (%j)', (code) => {
    expect(validateCouponCode(code)).toBe('O cupom é obrigatório!');
  });
  it('accepts free text', () => {
    expect(validateCouponCode('bem vindo 10%')).toBeNull();
  });
});
