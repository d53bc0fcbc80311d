import { describe, expect, it } from 'vitest';
import { accountFormFromUser, prepareAccountSave } from './account-form.ts';

const NOW = new Date('2026-03-10T12:00:00-03:00');
const saved = accountFormFromUser({
  jwt: 't',
  id_externo: 'c1',
  nome: 'Maria Souza',
  celular: '(61) 99876-5432',
  email: 'maria@exemplo.com',
  dataNascimento: '10/05/1990',
  cpf: null,
});

describe('account save (§4, §5)', () => {
  it('lists the field rules of the shared validators', () => {
    const plan = prepareAccountSave(
      saved,
      { ...saved, email: 'maria@', celular: '(61) 9987', nome: '' },
      NOW,
    );
    expect(plan).toEqual({
      kind: 'invalid',
      errors: {
        nome: 'O campo nome é obrigatório!',
        celular: 'Número de celular inválido!',
        email: 'E-mail inválido!',
      },
    });
  });

  it('rejects a birth date outside 16–100 years', () => {
    const plan = prepareAccountSave(saved, { ...saved, data_nascimento: '01/01/2015' }, NOW);
    expect(plan).toEqual({ kind: 'invalid', errors: { data_nascimento: 'Data de nascimento inválida!' } });
  });

  it("answers 'Nenhum dado foi alterado.' when nothing changed", () => {
    expect(prepareAccountSave(saved, { ...saved, nome: 'Maria Souza ' }, NOW)).toEqual({
      kind: 'unchanged',
      message: 'Nenhum dado foi alterado.',
    });
  });

  it('sends the cleaned values when something changed', () => {
    const plan = prepareAccountSave(saved, { ...saved, nome: 'Maria  Clara Souza' }, NOW);
    expect(plan).toEqual({
      kind: 'save',
      body: {
        nome: 'Maria Clara Souza',
        celular: '(61) 99876-5432',
        email: 'maria@exemplo.com',
        dataNascimento: '10/05/1990',
      },
    });
  });
});
