import { ACCOUNT_FORM_LABELS, type AccountFormInput } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { accountFormSchema } from './account-form.ts';

const NOW = new Date('2026-03-10T12:00:00-03:00');
const schema = accountFormSchema(() => NOW);
const valid: AccountFormInput = {
  nome: 'Maria Souza',
  celular: '(61) 99876-5432',
  email: 'maria@exemplo.com',
  data_nascimento: '10/05/1990',
};

describe('Minha conta schema (§5)', () => {
  it.each<[Partial<AccountFormInput>, Record<string, string>]>([
    [{}, {}],
    [{ data_nascimento: '' }, {}],
    [{ nome: '' }, { nome: 'O campo nome é obrigatório!' }],
    [{ nome: '  ' }, { nome: 'O campo nome é obrigatório!' }],
    [{ nome: '123' }, { nome: 'O campo nome é obrigatório!' }],
    [{ celular: '' }, { celular: 'O campo celular é obrigatório!' }],
    [{ celular: '(61) 9876-5432' }, { celular: 'Número de celular inválido!' }],
    [{ celular: '(20) 99876-5432' }, { celular: 'Número de celular inválido!' }],
    [{ email: '' }, { email: 'O campo e-mail é obrigatório!' }],
    [{ email: 'maria@' }, { email: 'E-mail inválido!' }],
    [{ data_nascimento: '31/02/1990' }, { data_nascimento: 'Data de nascimento inválida!' }],
    [{ data_nascimento: '11/03/2010' }, { data_nascimento: 'Data de nascimento inválida!' }],
    [{ data_nascimento: '10/03/2010' }, {}],
    [{ data_nascimento: '11/03/1925' }, {}],
    [{ data_nascimento: '10/03/1925' }, { data_nascimento: 'Data de nascimento inválida!' }],
  ])('%j → %j', (change, errors) => {
    expect(formErrors(schema, { ...valid, ...change }, ACCOUNT_FORM_LABELS)).toEqual(errors);
  });

  it('judges the age on the day the form is sent', () => {
    const birthday = { ...valid, data_nascimento: '11/03/2010' };
    expect(
      formErrors(
        accountFormSchema(() => new Date('2026-03-11T12:00:00-03:00')),
        birthday,
      ),
    ).toEqual({});
  });
});
