import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { signupFormSchema } from './signup-form.ts';

const NOW = new Date('2026-03-10T12:00:00-03:00');
const valid = {
  nome: 'Ana Lima',
  celular: '(61) 99876-5432',
  email: 'ana@exemplo.com',
  dataNascimento: '',
  cpf: '',
  senha: '',
};

describe('cadastro-dados schema (§5)', () => {
  it.each<[Partial<typeof valid>, Record<string, string>]>([
    [{}, {}],
    [{ dataNascimento: '15/08/1992', cpf: '529.982.247-25', senha: 'Sushi2026' }, {}],
    [{ nome: '' }, { nome: 'O campo nome é obrigatório!' }],
    [{ email: '' }, { email: 'O campo e-mail é obrigatório!' }],
    [{ email: 'ana@' }, { email: 'E-mail inválido!' }],
    [{ celular: '(61) 9987' }, { celular: 'Número de celular inválido!' }],
    [{ dataNascimento: '31/02/1990' }, { dataNascimento: 'Data de nascimento inválida!' }],
    [{ dataNascimento: '01/01/2015' }, { dataNascimento: 'Data de nascimento inválida!' }],
    [{ cpf: ' ' }, {}],
    [{ cpf: '111.111.111-11' }, { cpf: 'CPF inválido!' }],
    [{ senha: 'abc' }, { senha: 'A senha não atende aos requisitos mínimos!' }],
    [{ senha: '   ' }, { senha: 'A senha não atende aos requisitos mínimos!' }],
  ])('%j → %j', (change, errors) => {
    expect(
      formErrors(
        signupFormSchema(() => NOW),
        { ...valid, ...change },
      ),
    ).toEqual(errors);
  });
});
