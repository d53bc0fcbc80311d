import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { phoneLoginSchema } from './phone-login-form.ts';

describe('login-telefone schema (§5)', () => {
  it.each([
    ['', { celular: 'Número de celular inválido!' }],
    ['(61) 9987-6', { celular: 'Número de celular inválido!' }],
    ['(61) 3345-4050', { celular: 'Número de celular inválido!' }],
    ['(61) 99876-5432', {}],
    ['61998765432', {}],
  ])('%j → %j', (celular, errors) => {
    expect(formErrors(phoneLoginSchema, { celular })).toEqual(errors);
  });
});
