import { emailField } from '@comanda/contract';
import { validateCep } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessage, formErrors, ruleCheck, unlessBlank } from './form-schema.ts';

describe('fieldMessage', () => {
  it.each([
    ['O campo {campo} é longo demais.', ['email'], { email: 'e-mail' }, 'O campo e-mail é longo demais.'],
    ['O campo {campo} é inválido.', ['endereco', 'numero'], {}, 'O campo endereco.numero é inválido.'],
    ['O campo {campo} é obrigatório.', [], {}, 'O campo formulário é obrigatório.'],
    ['CEP inválido!', ['cep'], { cep: 'CEP' }, 'CEP inválido!'],
  ])('%j at %j → %j', (message, path, labels, expected) => {
    expect(fieldMessage(message, path, labels)).toBe(expected);
  });
});

describe('formErrors', () => {
  const schema = z.object({
    email: emailField,
    cep: z.string().superRefine(ruleCheck(unlessBlank(validateCep))),
    quantidade: z.number(),
  });

  it.each([
    [{ email: 'ana@exemplo.com', cep: '', quantidade: 1 }, {}],
    [{ email: 'ana@exemplo.com', cep: '70000-000', quantidade: 1 }, {}],
    [
      { email: '', cep: '7000', quantidade: 1 },
      { email: 'O campo e-mail é obrigatório!', cep: 'CEP inválido!' },
    ],
    [{ email: 'ana@', cep: ' ', quantidade: 1 }, { email: 'E-mail inválido!' }],
  ])('%j → %j', (values, errors) => {
    expect(formErrors(schema, values)).toEqual(errors);
  });

  it("words what a rule leaves open with the contract's pt-BR messages, naming the field by its label", () => {
    const values = { email: `${'a'.repeat(300)}@exemplo.com`, cep: '', quantidade: 'dois' } as never;
    expect(formErrors(schema, values, { email: 'e-mail' })).toEqual({
      email: 'O campo e-mail é longo demais.',
      quantidade: 'O campo quantidade é inválido.',
    });
  });
});
