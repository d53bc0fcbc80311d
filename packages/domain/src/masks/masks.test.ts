import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCnpj } from '../validators/cnpj.ts';
import { isValidCpf } from '../validators/cpf.ts';
import { maskCardNumber } from './card-number.ts';
import { isCnpjInput, maskCnpj, maskCpf, maskPersonDocument } from './document.ts';
import { maskMoney, maskPercent } from './number.ts';
import { maskLocalPhone, maskPhone } from './phone.ts';
import { maskCardExpiry, maskCep, maskDate } from './simple.ts';

describe('document masks', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['529', '529'],
    ['5299', '529.9'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
    ['529982247251', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['abc5x2', '52'],
  ])('maskCpf(%j) = %j', (text, masked) => {
    expect(maskCpf(text)).toBe(masked);
  });

  it.each([
    ['11', '11'],
    ['112', '11.2'],
    ['11222333', '11.222.333'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
    ['112223330001819', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['12ABC34501DEXY35', '12.ABC.345/01DE-35'], // letters are not check digits
  ])('maskCnpj(%j) = %j', (text, masked) => {
    expect(maskCnpj(text)).toBe(masked);
  });

  it.each([
    ['52998224725', '529.982.247-25', 'CPF: 11 digits'],
    ['529.982.247-25', '529.982.247-25', 'CPF: masked, CPF-style dash'],
    ['529.982.247-251', '52.998.224/7251', 'CNPJ: a 12th digit typed into the CPF mask'],
    ['11222333000181', '11.222.333/0001-81', 'CNPJ: 14 characters without a dash'],
    ['112.223.330.00', '11.222.333/000', 'CNPJ: 14 characters, 11 digits, no CPF-style dash'],
    ['11.222.333/000', '11.222.333/000', 'CNPJ stays CNPJ'],
    ['11.222.333/00', '112.223.330-0', 'back to CPF below 11 digits'],
    ['12ABC', '12.ABC', 'a letter means CNPJ'],
  ])('maskPersonDocument(%j) = %j (%s)', (text, masked) => {
    expect(maskPersonDocument(text)).toBe(masked);
  });

  it('keeps valid documents valid', () => {
    expect(isValidCpf(maskPersonDocument('52998224725'))).toBe(true);
    expect(isValidCnpj(maskPersonDocument('12abc34501de35'))).toBe(true);
    expect(isCnpjInput('529.982.247-25')).toBe(false);
  });
});

describe('phone masks', () => {
  it.each([
    ['', ''],
    ['6', '(6'],
    ['61', '(61'],
    ['619', '(61) 9'],
    ['6198765', '(61) 9876-5'],
    ['6132345678', '(61) 3234-5678'],
    ['61998765432', '(61) 99876-5432'],
    ['619987654321', '(61) 99876-5432'],
    ['(61) 99876-5432', '(61) 99876-5432'],
  ])('maskPhone(%j) = %j', (text, masked) => {
    expect(maskPhone(text)).toBe(masked);
  });

  it.each([
    ['3234', '3234'],
    ['32345', '3234-5'],
    ['32345678', '3234-5678'],
    ['998765432', '99876-5432'],
    ['9987654321', '99876-5432'],
  ])('maskLocalPhone(%j) = %j', (text, masked) => {
    expect(maskLocalPhone(text)).toBe(masked);
  });
});

describe('simple masks', () => {
  it.each([
    [maskCep, '70000', '70000'],
    [maskCep, '700001', '70000-1'],
    [maskCep, '700001001', '70000-100'],
    [maskDate, '1', '1'],
    [maskDate, '150', '15/0'],
    [maskDate, '15062009', '15/06/2009'],
    [maskDate, '150620091', '15/06/2009'],
    [maskCardExpiry, '1', '1'],
    [maskCardExpiry, '123', '12/3'],
    [maskCardExpiry, '12/301', '12/30'],
  ])('%o(%j) = %j', (mask, text, masked) => {
    expect(mask(text)).toBe(masked);
  });
});

describe('card number mask (grouping by brand)', () => {
  it.each([
    ['4111', '4111'],
    ['41111', '4111 1'],
    ['4111111111111111', '4111 1111 1111 1111'],
    ['41111111111111119', '4111 1111 1111 1111'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822463100059', '3782 822463 10005'],
    ['30569309025904', '3056 930902 5904'],
    ['3841001111222233', '3841 0011 1122 2233'],
    ['9999999999999999', '9999 9999 9999 9999'],
  ])('maskCardNumber(%j) = %j', (text, masked) => {
    expect(maskCardNumber(text)).toBe(masked);
  });
});

describe('money and percent masks', () => {
  it.each([
    ['', {}, ''],
    ['abc', {}, ''],
    ['0', {}, '0,00'],
    ['1', {}, '0,01'],
    ['123', {}, '1,23'],
    ['123456', {}, '1234,56'],
    ['123456', { thousands: '.' }, '1.234,56'],
    ['123456789', { thousands: '.' }, '1.234.567,89'],
    ['1.234,56', { thousands: '.' }, '1.234,56'],
    ['R$ 10,00', {}, '10,00'],
    ['12345', { decimals: 3, separator: '.' }, '12.345'],
    ['12345', { decimals: 0, thousands: '.' }, '12.345'],
    ['007', {}, '0,07'],
  ])('maskMoney(%j, %j) = %j', (text, options, masked) => {
    expect(maskMoney(text, options)).toBe(masked);
  });

  it.each([
    ['', {}, ''],
    ['15', {}, '15%'],
    ['15%', {}, '15%'],
    ['125', { decimals: 1 }, '12,5%'],
  ])('maskPercent(%j, %j) = %j', (text, options, masked) => {
    expect(maskPercent(text, options)).toBe(masked);
  });
});

describe('every mask is idempotent on any typed text (property)', () => {
  const typed = fc.oneof(
    fc.string(),
    fc.stringMatching(/^[\d .\-/()A-Za-z]{0,24}$/),
    fc.stringMatching(/^\d{0,20}$/),
  );
  const masks: [string, (text: string) => string][] = [
    ['cpf', maskCpf],
    ['cnpj', maskCnpj],
    ['person document', maskPersonDocument],
    ['phone', maskPhone],
    ['local phone', maskLocalPhone],
    ['cep', maskCep],
    ['date', maskDate],
    ['card expiry', maskCardExpiry],
    ['card number', maskCardNumber],
    ['money', (text) => maskMoney(text)],
    ['money with thousands', (text) => maskMoney(text, { thousands: '.' })],
    ['percent', (text) => maskPercent(text)],
  ];
  it.each(masks)('%s', (_name, mask) => {
    fc.assert(
      fc.property(typed, (text) => mask(mask(text)) === mask(text)),
      { numRuns: 500 },
    );
  });
});
