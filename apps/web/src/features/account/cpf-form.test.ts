import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { addCpfSchema } from './cpf-form.ts';

describe('adicionar-cpf schema (§5)', () => {
  it.each([
    ['', { cpf: 'O campo CPF é obrigatório!' }],
    ['   ', { cpf: 'O campo CPF é obrigatório!' }],
    ['111.111.111-11', { cpf: 'CPF inválido!' }],
    ['529.982.247-26', { cpf: 'CPF inválido!' }],
    ['529.982.247-25', {}],
    ['52998224725', {}],
  ])('%j → %j', (cpf, errors) => {
    expect(formErrors(addCpfSchema, { cpf })).toEqual(errors);
  });
});
