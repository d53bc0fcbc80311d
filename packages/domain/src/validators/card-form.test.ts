import { describe, expect, it } from 'vitest';
import { isCardExpired, parseCardExpiry, validateCardExpiry } from './card-expiry.ts';
import { type CardFormInput, validateCardForm, validateCardLimit } from './card-form.ts';

// 15/06/2025 10:00 in São Paulo.
const NOW = new Date('2025-06-15T13:00:00Z');

const valid: CardFormInput = {
  apelido: ' Meu Visa ',
  numero: '4111 1111 1111 1111',
  validade: '12/30',
  cvv: '123',
  titular: ' ana souza ',
  cpf: '529.982.247-25',
};

describe('card form', () => {
  it('normalises a valid form: trimmed, digits, upper-cased titular, brand', () => {
    expect(validateCardForm(valid, NOW)).toEqual({
      ok: true,
      values: {
        apelido: 'Meu Visa',
        numero: '4111111111111111',
        validade: '12/30',
        cvv: '123',
        titular: 'ANA SOUZA',
        cpf: '529.982.247-25',
        bandeira: 'Visa',
      },
    });
  });

  it.each([
    ['apelido', 'O campo apelido é obrigatório!'],
    ['numero', 'O campo número é obrigatório!'],
    ['validade', 'O campo validade é obrigatório!'],
    ['cvv', 'O campo CVV é obrigatório!'],
    ['titular', 'O campo titular é obrigatório!'],
    ['cpf', 'O campo CPF é obrigatório!'],
  ] as const)('requires %s (blank after trimming) → %s', (field, message) => {
    const result = validateCardForm({ ...valid, [field]: '   ' }, NOW);
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('lists every problem at once', () => {
    const result = validateCardForm(
      {
        apelido: 'x',
        numero: '4111111111111112',
        validade: '05/25',
        cvv: '1',
        titular: 'x',
        cpf: '111.111.111-11',
      },
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        numero: 'Número de cartão inválido!',
        validade: 'Data de validade expirada!',
        cvv: 'CVV inválido!',
        cpf: 'CPF inválido!',
      },
    });
  });

  it('asks Amex for a 4-digit CVV', () => {
    const amex = { ...valid, numero: '3782 822463 10005' };
    expect(validateCardForm({ ...amex, cvv: '123' }, NOW)).toMatchObject({
      ok: false,
      errors: { cvv: 'CVV inválido!' },
    });
    expect(validateCardForm({ ...amex, cvv: '1234' }, NOW)).toMatchObject({ ok: true });
  });

  it.each([
    [0, null],
    [4, null], // adding the 5th card is allowed
    [5, 'Você só pode cadastrar até 5 cartões!'], // the 6th is not
    [6, 'Você só pode cadastrar até 5 cartões!'],
  ])('with %i saved cards → %j', (saved, message) => {
    expect(validateCardLimit(saved)).toBe(message);
  });
});

describe('card validade MM/YY', () => {
  it.each([
    ['12/39', 2039],
    ['12/40', 2040],
    ['12/41', 1941],
    ['01/00', 2000],
    ['01/99', 1999],
  ])('year pivot 40: %s → %i', (text, year) => {
    expect(parseCardExpiry(text)?.year).toBe(year);
  });

  it.each([
    ['12/39', null],
    ['12/40', null],
    ['12/41', 'Data de validade expirada!'], // reads as 1941
    ['00/30', 'Data de validade inválida!'],
    ['13/30', 'Data de validade inválida!'],
    ['1/30', 'Data de validade inválida!'],
    ['', 'O campo validade é obrigatório!'],
  ])('%j at 15/06/2025 → %j', (text, message) => {
    expect(validateCardExpiry(text, NOW)).toBe(message);
  });

  // §5: expired if now is after the first day of that month (São Paulo time, UTC-3).
  it.each([
    ['2025-05-31T23:59:59.999-03:00', false],
    ['2025-06-01T00:00:00.000-03:00', false],
    ['2025-06-01T00:00:00.001-03:00', true],
    ['2025-06-01T00:01:00.000-03:00', true],
    ['2025-06-02T00:00:00.000-03:00', true],
    ['2025-07-01T00:00:00.000-03:00', true],
    ['2024-12-31T12:00:00.000-03:00', false],
    ['2026-01-01T00:00:00.000-03:00', true],
  ])('06/25 at %s → expired %s', (iso, expired) => {
    expect(isCardExpired({ year: 2025, month: 6 }, new Date(iso))).toBe(expired);
    expect(validateCardExpiry('06/25', new Date(iso))).toBe(expired ? 'Data de validade expirada!' : null);
  });
});
