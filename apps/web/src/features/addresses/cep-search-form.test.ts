import { maskCep } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { cepSearchSchema } from './cep-search-form.ts';

describe('buscar-endereco CEP', () => {
  it.each([
    ['', 'CEP inválido!'],
    ['7086', 'CEP inválido!'],
    ['70867-01', 'CEP inválido!'],
    ['70867-010', undefined],
  ])('the masked %j reads %j', (cep, message) => {
    expect(formErrors(cepSearchSchema, { cep }).cep).toBe(message);
  });

  it('is complete only with its 9 masked characters', () => {
    for (let digits = 0; digits <= 8; digits += 1) {
      const cep = maskCep('70867010'.slice(0, digits));
      expect(formErrors(cepSearchSchema, { cep }).cep === undefined).toBe(cep.length === 9);
    }
  });
});
