import { describe, expect, it } from 'vitest';
import { isValidCnpj, validateCnpj } from './cnpj.ts';

describe('CNPJ (numeric and alphanumeric)', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '12.ABC.345/01DE-35', // Receita Federal's alphanumeric example
    '12ABC34501DE35',
    '12abc34501de35',
  ])('accepts %j', (cnpj) => {
    expect(validateCnpj(cnpj)).toBeNull();
  });

  it.each([
    '11.222.333/0001-82',
    '11.222.333/0001-91',
    '12.ABC.345/01DE-36',
    '12.ABC.345/01DE-3A', // check digits are always numeric
    '00.000.000/0000-00',
    'AA.AAA.AAA/AAAA-00',
    '11.222.333/0001-8',
    '11.222.333/0001-811',
    '11.2@2.333/0001-81',
    '',
  ])('rejects %j', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
    expect(validateCnpj(cnpj)).toBe('CNPJ inválido!');
  });
});
