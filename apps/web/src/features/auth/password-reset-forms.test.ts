import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { newPasswordSchema, resetEmailSchema } from './password-reset-forms.ts';

describe('esqueci-senha-um schema (§5)', () => {
  it.each([
    ['', { email: 'E-mail inválido!' }],
    ['ana@', { email: 'E-mail inválido!' }],
    ['ana@exemplo.com', {}],
  ])('%j → %j', (email, errors) => {
    expect(formErrors(resetEmailSchema, { email })).toEqual(errors);
  });
});

describe('esqueci-senha-tres schema (§5)', () => {
  it.each<[[string, string], Record<string, string>]>([
    [['', ''], { senha: 'A senha não atende aos requisitos mínimos!' }],
    [['Ab1c', 'Ab1c'], { senha: 'A senha não atende aos requisitos mínimos!' }],
    [['abc12', 'abc13'], { senha: 'A senha não atende aos requisitos mínimos!' }],
    [['ABC12', 'ABC12'], { senha: 'A senha não atende aos requisitos mínimos!' }],
    [['Abcde', 'Abcde'], { senha: 'A senha não atende aos requisitos mínimos!' }],
    [[`Aa1${'x'.repeat(28)}`, ''], { senha: 'A senha não atende aos requisitos mínimos!' }],
    [['Abc12', 'Abc13'], { confirmacao: 'As senhas não conferem.' }],
    [['Abc12', ''], { confirmacao: 'As senhas não conferem.' }],
    [['Abc12', 'Abc12'], {}],
  ])('%j → %j', ([senha, confirmacao], errors) => {
    expect(formErrors(newPasswordSchema, { senha, confirmacao })).toEqual(errors);
  });
});
