import { validateGiftCardNumber, validateGiftCardPassword } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { type FormRules, ruleErrors } from './rule-form.ts';

interface Values {
  numero: string;
  senha: string;
  repetida: string;
  apelido: string;
}

const rules: FormRules<Values> = {
  numero: validateGiftCardNumber,
  senha: validateGiftCardPassword,
  repetida: (value, { senha }) => (value === senha ? null : 'As senhas não conferem.'),
};

describe('ruleErrors', () => {
  it.each([
    [{ numero: '6035', senha: 'sakura', repetida: 'sakura', apelido: '' }, {}],
    [
      { numero: ' ', senha: '', repetida: '', apelido: '' },
      { numero: 'O campo número é obrigatório!', senha: 'O campo senha é obrigatório!' },
    ],
    [
      { numero: '6035', senha: 'sak', repetida: 'saku', apelido: '' },
      { senha: 'A senha do Gift Card deve ter no mínimo 6 caracteres.', repetida: 'As senhas não conferem.' },
    ],
  ])('%j → %j', (values, errors) => {
    expect(ruleErrors(rules, values)).toEqual(errors);
  });
});
