import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import { reservationContactSchema } from './reservation-contact-form.ts';

describe('reservation contact schema (§5)', () => {
  it.each<[[string, string], Record<string, string>]>([
    [['Ana', '(61) 99876-5432'], {}],
    [['Ana 2', '61998765432'], {}],
    [[' ', ''], { nome: 'O campo nome é obrigatório!', celular: 'O campo celular é obrigatório!' }],
    [['Ana', '(61) 3345-4050'], { celular: 'Número de celular inválido!' }],
    [['Ana', '(61) 99876'], { celular: 'Número de celular inválido!' }],
  ])('%j → %j', ([nome, celular], errors) => {
    expect(formErrors(reservationContactSchema, { nome, celular })).toEqual(errors);
  });
});
