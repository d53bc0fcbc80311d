import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { verificationCodeSchema } from './verification-code-form.ts';

describe('code step schema', () => {
  it.each([
    ['', { codigo: 'O código deve ter 6 dígitos.' }],
    ['12345', { codigo: 'O código deve ter 6 dígitos.' }],
    ['12a456', { codigo: 'O código deve ter 6 dígitos.' }],
    ['012345', {}],
  ])('%j → %j', (codigo, errors) => {
    expect(formErrors(verificationCodeSchema, { codigo })).toEqual(errors);
  });
});
