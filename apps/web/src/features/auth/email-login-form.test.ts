import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { emailLoginSchema } from './email-login-form.ts';

describe('login-email schema', () => {
  it.each([
    [
      { email: '', senha: '' },
      { email: 'O campo e-mail é obrigatório!', senha: 'O campo senha é obrigatório!' },
    ],
    [{ email: 'ana@', senha: 'x' }, { email: 'E-mail inválido!' }],
    [{ email: 'ana@exemplo', senha: 'x' }, { email: 'E-mail inválido!' }],
    [{ email: 'ana@exemplo.com', senha: '' }, { senha: 'O campo senha é obrigatório!' }],
    [{ email: 'ana@exemplo.com', senha: 'fraca' }, {}],
  ])('%j → %j (only the presence of the password is checked)', (values, errors) => {
    expect(formErrors(emailLoginSchema, values)).toEqual(errors);
  });
});
