import { describe, expect, it } from 'vitest';
import { luhnNumber } from '../testing/luhn.ts';
import { CARD_BRAND_FORMATS, CARD_BRANDS, type CardBrand, detectCardBrand } from './card-brand.ts';
import { checkCardNumber, passesLuhn, validateCardNumber, validateCvv } from './card-number.ts';

describe('card brand detection by BIN prefix', () => {
  it.each([
    ['4111111111111111', 'Visa'],
    ['5555555555554444', 'Mastercard'],
    ['2223003122003222', 'Mastercard'],
    ['378282246310005', 'Amex'],
    ['30569309025904', 'Diners'],
    ['36000000000008', 'Diners'],
    ['6362970000457013', 'Elo'],
    ['5090000000000003', 'Elo'],
    ['4011780000000000', 'Elo'], // Elo BIN inside the Visa range
    ['6062825624254001', 'Hipercard'],
    ['3841001111222233', 'Hipercard'], // Hipercard inside the Diners 38 range
    ['6370950000000005', 'Hiper'],
    ['5067580000000000', 'Alelo'], // Alelo inside the Elo range
    ['5067570000000000', 'Elo'],
    ['6060690000000000', 'Sodexo'],
    ['6033890000000000', 'Sodexo'],
    ['6026510000000000', 'Ticket Restaurante'],
    ['6370360000000000', 'VR'],
    ['6274160000000000', 'VR'],
    ['4066550000000000', 'Visa Refeição'], // Visa Refeição inside the Visa range
    ['4066570000000000', 'Visa'],
  ] as const)('%s → %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it.each(['', '9', '1234567890123456', '6011000000000004'])('no brand for %j', (number) => {
    expect(detectCardBrand(number)).toBeNull();
  });

  it('reads grouped input and partial prefixes', () => {
    expect(detectCardBrand('4')).toBe('Visa');
    expect(detectCardBrand('37')).toBe('Amex');
    expect(detectCardBrand('3')).toBeNull();
    expect(detectCardBrand('5067 58')).toBe('Alelo');
  });
});

const sample: Record<CardBrand, string> = {
  Alelo: '506760',
  Amex: '34',
  Diners: '301',
  Elo: '650040',
  Hiper: '637612',
  Hipercard: '384140',
  Mastercard: '52',
  Sodexo: '600818',
  'Ticket Restaurante': '603342',
  Visa: '4',
  'Visa Refeição': '406656',
  VR: '636350',
};

describe('card number (Luhn + brand length)', () => {
  it.each(CARD_BRANDS.map((brand) => [brand]))('accepts a valid %s number, masked or not', (brand) => {
    const number = luhnNumber(sample[brand], CARD_BRAND_FORMATS[brand].lengths[0] ?? 16);
    expect(checkCardNumber(number)).toEqual({ ok: true, brand, digits: number });
    expect(validateCardNumber(number.replace(/(\d{4})(?=\d)/g, '$1 '))).toBeNull();
  });

  it.each([
    ['4111111111111112', 'Número de cartão inválido!'], // Luhn fails
    ['411111111111111', 'Número de cartão inválido!'], // Visa needs 16 digits
    ['37828224631000', 'Número de cartão inválido!'], // Amex needs 15
    ['6011000000000004', 'Número de cartão inválido!'], // Discover: not accepted
    ['4111-1111-1111-1111', 'Número de cartão inválido!'],
    ['   ', 'O campo número é obrigatório!'],
  ])('rejects %j → %s', (number, message) => {
    expect(validateCardNumber(number)).toBe(message);
  });

  it.each([
    ['79927398713', true],
    ['79927398710', false],
    ['', false],
    ['12a4', false],
  ])('passesLuhn(%j) = %s', (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });
});

describe('CVV', () => {
  it.each([
    ['123', 'Visa', null],
    ['1234', 'Visa', 'CVV inválido!'],
    ['12', 'Mastercard', 'CVV inválido!'],
    ['1234', 'Amex', null],
    ['123', 'Amex', 'CVV inválido!'],
    ['123', null, null],
    ['12a', null, 'CVV inválido!'],
    ['', 'Visa', 'O campo CVV é obrigatório!'],
  ] as const)('%j for %s → %j', (cvv, brand, message) => {
    expect(validateCvv(cvv, brand)).toBe(message);
  });
});
