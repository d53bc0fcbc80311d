import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { type AddressFormValues, addressFormSchema } from './address-form.ts';

const filled: AddressFormValues = {
  cep: '70867-010',
  logradouro: 'SQN 412 Bloco A',
  numero: '12',
  semNumero: false,
  complemento: '',
  bairro: 'Asa Norte',
  cidade: 'Brasília',
  estado: 'DF',
  ponto_referencia: '',
  apelido: '',
};

describe('address form schema (§5)', () => {
  it.each<[Partial<AddressFormValues>, Record<string, string>]>([
    [{}, {}],
    [{ cep: '' }, {}],
    [{ cep: '70867010' }, { cep: 'CEP inválido!' }],
    [{ cep: '70867-01' }, { cep: 'CEP inválido!' }],
    [{ cep: 'abcde-fgh' }, { cep: 'CEP inválido!' }],
    [{ logradouro: ' ' }, { logradouro: 'O campo logradouro é obrigatório!' }],
    [{ numero: '' }, { numero: 'O campo número é obrigatório!' }],
    [{ numero: '', semNumero: true }, {}],
    [{ bairro: '' }, { bairro: 'O campo bairro é obrigatório!' }],
    [{ cidade: '' }, { cidade: 'O campo cidade é obrigatório!' }],
    [{ estado: '' }, { estado: 'O campo estado é obrigatório!' }],
  ])('%j → %j', (change, errors) => {
    expect(formErrors(addressFormSchema, { ...filled, ...change })).toEqual(errors);
  });
});
