import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { numberStepSchema } from './number-step-form.ts';

describe('modal-endereco-numero schema', () => {
  it.each([
    ['', { numero: 'O campo número é obrigatório!' }],
    ['  ', { numero: 'O campo número é obrigatório!' }],
    ['120', {}],
    ['12B', {}],
  ])('%j → %j', (numero, errors) => {
    expect(formErrors(numberStepSchema, { numero })).toEqual(errors);
  });
});
