import { describe, expect, it } from 'vitest';
import {
  type AccountFormInput,
  sanitizePersonName,
  validateAccountChanged,
  validateAccountForm,
} from './account-form.ts';

const NOW = new Date('2025-06-15T13:00:00Z');
const valid: AccountFormInput = {
  nome: "Joana D'Arc Conceição",
  celular: '(61) 99876-5432',
  email: 'joana@exemplo.com.br',
  data_nascimento: '10/02/1990',
};

describe('account form', () => {
  it.each([
    ["Joana D'Arc", "Joana D'Arc"],
    ['João 2 da Silva!', 'João  da Silva'],
    ['Zoë Ñandú', 'Zoë Ñandú'],
    ['Jose\u0301', 'José'], // decomposed accent kept after NFC
    ['Ana_Maria-Souza@', 'AnaMariaSouza'],
    ['O’Brien', 'O’Brien'],
  ])('sanitizes name %j → %j', (typed, kept) => {
    expect(sanitizePersonName(typed)).toBe(kept);
  });

  it('accepts a valid form, with or without a birth date', () => {
    expect(validateAccountForm(valid, NOW)).toEqual({});
    expect(validateAccountForm({ ...valid, data_nascimento: '' }, NOW)).toEqual({});
  });

  it('lists errors by label', () => {
    expect(
      validateAccountForm({ nome: '123', celular: '', email: '', data_nascimento: '31/02/1990' }, NOW),
    ).toEqual({
      nome: 'O campo nome é obrigatório!',
      celular: 'O campo celular é obrigatório!',
      email: 'O campo e-mail é obrigatório!',
      data_nascimento: 'Data de nascimento inválida!',
    });
    expect(validateAccountForm({ ...valid, celular: '(61) 9876-543', email: 'joana@' }, NOW)).toEqual({
      celular: 'Número de celular inválido!',
      email: 'E-mail inválido!',
    });
  });

  it('needs a change to save', () => {
    expect(validateAccountChanged(valid, { ...valid, nome: ` ${valid.nome} ` })).toBe(
      'Nenhum dado foi alterado.',
    );
    expect(validateAccountChanged(valid, { ...valid, email: 'outra@exemplo.com' })).toBeNull();
  });
});
