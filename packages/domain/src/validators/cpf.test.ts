import { describe, expect, it } from 'vitest';
import { isValidCpf, validateCpf } from './cpf.ts';

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', ' 11144477735 ', '000.000.001-91'])(
    'accepts %j',
    (cpf) => {
      expect(validateCpf(cpf)).toBeNull();
    },
  );

  it.each([
    '529.982.247-24', // wrong second check digit
    '529.982.247-15', // wrong first check digit
    '000.000.000-00',
    '111.111.111-11',
    '99999999999',
    '5299822472', // 10 digits
    '529982247255', // 12 digits
    '529.982.247/25',
    'abc.def.ghi-jk',
    '',
  ])('rejects %j with the spec message', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
    expect(validateCpf(cpf)).toBe('CPF inválido!');
  });
});
