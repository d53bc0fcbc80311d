import { describe, expect, it } from 'vitest';
import { formErrors } from '../../ui/form/form-schema.ts';
import {
  type CardFormValues,
  cardFormSchema,
  cardInputFilters,
  cvvLength,
  EMPTY_CARD_FORM,
  saveCardRequest,
  tokenizationCard,
  type ValidCardForm,
} from './card-form.ts';

const NOW = new Date('2026-05-10T15:00:00-03:00');
const schema = cardFormSchema(() => NOW);
const filled: CardFormValues = {
  apelido: '  Pessoal ',
  numero: '4000 0000 0000 0010',
  validade: '08/31',
  cvv: '123',
  titular: ' ana souza ',
  cpf: '529.982.247-25',
  tipo: 'Débito',
};

describe('card form (§5)', () => {
  it("names every empty field with 'O campo {label} é obrigatório!'", () => {
    expect(formErrors(schema, EMPTY_CARD_FORM)).toEqual({
      apelido: 'O campo apelido é obrigatório!',
      numero: 'O campo número é obrigatório!',
      validade: 'O campo validade é obrigatório!',
      cvv: 'O campo CVV é obrigatório!',
      titular: 'O campo titular é obrigatório!',
      cpf: 'O campo CPF é obrigatório!',
    });
  });

  it('treats blanks as empty: values are trimmed', () => {
    expect(formErrors(schema, { ...filled, apelido: '   ', titular: ' ' })).toEqual({
      apelido: 'O campo apelido é obrigatório!',
      titular: 'O campo titular é obrigatório!',
    });
  });

  it.each([
    [{ validade: '04/26' }, { validade: 'Data de validade expirada!' }],
    [{ validade: '05/26' }, { validade: 'Data de validade expirada!' }],
    [{ validade: '06/99' }, { validade: 'Data de validade expirada!' }],
    [{ validade: '13/30' }, { validade: 'Data de validade inválida!' }],
    [{ cpf: '111.111.111-11' }, { cpf: 'CPF inválido!' }],
    [{ cpf: '529.982.247-26' }, { cpf: 'CPF inválido!' }],
    [{ numero: '4000 0000 0000 0011' }, { numero: 'Número de cartão inválido!' }],
    [{ cvv: '12' }, { cvv: 'CVV inválido!' }],
  ])('%j → %j', (change, errors) => {
    expect(formErrors(schema, { ...filled, ...change })).toEqual(errors);
  });

  it('accepts a validade until its month begins and a year up to 40 as 20xx (§9 pivot)', () => {
    expect(formErrors(schema, { ...filled, validade: '06/26' })).toEqual({});
    expect(formErrors(schema, { ...filled, validade: '12/40' })).toEqual({});
  });

  it('parses to trimmed values, bare digits, an upper-cased titular and the brand', () => {
    expect(schema.parse(filled)).toEqual({
      apelido: 'Pessoal',
      numero: '4000000000000010',
      validade: '08/31',
      cvv: '123',
      titular: 'ANA SOUZA',
      cpf: '529.982.247-25',
      bandeira: 'Visa',
      tipo: 'Débito',
    });
  });
});

describe('masks while typing', () => {
  it.each([
    ['numero', '4000000000000010999', '4000 0000 0000 0010'],
    ['numero', '40000', '4000 0'],
    ['validade', '0831', '08/31'],
    ['validade', '08/3122', '08/31'],
    ['cpf', '52998224725', '529.982.247-25'],
    ['cvv', '12a34', '1234'],
    ['titular', 'josé da silva', 'JOSÉ DA SILVA'],
  ] as const)('%s: %j → %j', (field, typed, shown) => {
    expect(cardInputFilters[field](typed)).toBe(shown);
  });

  it('asks 4 CVV digits for Amex, 3 for the others', () => {
    expect(cvvLength('3782 822463 10005')).toBe(4);
    expect(cvvLength('4000 0000')).toBe(3);
    expect(cvvLength('')).toBe(3);
  });
});

describe('what is sent', () => {
  const form: ValidCardForm = schema.parse(filled);

  it("sends the card data to cartao, metodo only as 'braspag'", () => {
    expect(saveCardRequest(form, { metodo: 'mundipagg', doacao: false })).toEqual({
      apelido: 'Pessoal',
      numero: '4000000000000010',
      validade: '08/31',
      cvv: '123',
      titular: 'ANA SOUZA',
      cpf: '529.982.247-25',
      tipo: 'Débito',
      doacao: false,
    });
    expect(saveCardRequest(form, { metodo: 'braspag', doacao: true })).toMatchObject({
      metodo: 'braspag',
      doacao: true,
    });
  });

  it('sends the browser token instead of the number and the CVV', () => {
    const body = saveCardRequest(form, { metodo: 'mundipagg', doacao: false, token: 'token_abc123' });
    expect(body).toMatchObject({ token_cartao: 'token_abc123', validade: '08/31', titular: 'ANA SOUZA' });
    expect(body).not.toHaveProperty('numero');
    expect(body).not.toHaveProperty('cvv');
  });

  it('gives the provider the validade as month and four-digit year', () => {
    expect(tokenizationCard(form)).toEqual({
      number: '4000000000000010',
      holder_name: 'ANA SOUZA',
      exp_month: 8,
      exp_year: 2031,
      cvv: '123',
    });
  });
});
