import type { PaymentOptionsData } from '@comanda/contract';
import { cashPayment, pixPayment } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  CHANGE_TOO_SMALL_MESSAGE,
  cardAcceptedOnline,
  changeForError,
  defaultChoiceFor,
  deliveryCardChoice,
  isChoiceOffered,
} from './payment-rules.ts';

const none = { CREDIT: [], DEBIT: [], MEAL_VOUCHER: [] };
const options = (over: Partial<PaymentOptionsData> = {}): PaymentOptionsData => ({
  lojaId: 1,
  metodo_pagamento: 'mundipagg',
  online: { cartao: { CREDIT: ['Visa'], DEBIT: [], MEAL_VOUCHER: ['Alelo'] }, pix: true },
  entrega: {
    cartao: { CREDIT: ['Visa', 'Elo'], DEBIT: ['Mastercard'], MEAL_VOUCHER: ['VR'] },
    dinheiro: true,
  },
  opcoes: [],
  padrao: 'online',
  tokenizacao: null,
  ...over,
});
const card = { id: 7, tipo: 'Crédito' as const, bandeira: 'VISA', final: '1111' };

describe('payment rules', () => {
  it('reads the availability from the answer', () => {
    expect(availabilityOf(options())).toEqual({ onlineCard: true, pix: true, onDelivery: true });
    expect(
      availabilityOf(
        options({ online: { cartao: none, pix: false }, entrega: { cartao: none, dinheiro: false } }),
      ),
    ).toEqual({ onlineCard: false, pix: false, onDelivery: false });
    expect(availabilityOf(options({ entrega: { cartao: none, dinheiro: true } })).onDelivery).toBe(true);
  });

  it('builds a delivery card choice with the brand named as §9 spells it', () => {
    expect(deliveryCardChoice('MEAL_VOUCHER', 'VR')).toEqual({
      tipo_forma: 'na entrega',
      tipo_forma_pgto: 'entrega',
      forma: 'MEAL_VOUCHER',
      label: 'Vale-refeição VR',
      bandeira: 'VR',
      nome: 'VR',
    });
    expect(deliveryCardChoice('CREDIT', 'MASTERCARD').nome).toBe('Mastercard');
    expect(deliveryCardChoice('DEBIT', 'banco azul').nome).toBe('Banco Azul');
  });

  it('keeps a stored choice only while the store still offers it', () => {
    expect(isChoiceOffered(pixPayment(), options())).toBe(true);
    expect(isChoiceOffered(pixPayment(), options({ online: { cartao: none, pix: false } }))).toBe(false);
    expect(isChoiceOffered(cashPayment(), options())).toBe(true);
    expect(isChoiceOffered(cashPayment(), options({ entrega: { cartao: none, dinheiro: false } }))).toBe(
      false,
    );
    expect(isChoiceOffered(deliveryCardChoice('CREDIT', 'Elo'), options())).toBe(true);
    expect(isChoiceOffered(deliveryCardChoice('DEBIT', 'Elo'), options())).toBe(false);
    const online = { ...pixPayment(), tipo_forma_pgto: 'online' as const, forma: 'CREDIT' as const };
    expect(isChoiceOffered({ ...online, cartao: card }, options())).toBe(true);
    expect(isChoiceOffered(online, options())).toBe(false);
  });

  it('tells whether a saved card pays in the app by its brand and forma', () => {
    expect(cardAcceptedOnline(card, options())).toBe(true);
    expect(cardAcceptedOnline({ ...card, bandeira: 'Elo' }, options())).toBe(false);
    expect(cardAcceptedOnline({ ...card, bandeira: 'Alelo' }, options())).toBe(true);
    expect(cardAcceptedOnline({ ...card, tipo: 'Débito' }, options())).toBe(false);
  });

  it('defaults Pix to Pix, delivery to cash when taken, and the app to no card', () => {
    expect(defaultChoiceFor('pix', options())).toEqual(pixPayment());
    expect(defaultChoiceFor('entrega', options())).toEqual(cashPayment());
    expect(defaultChoiceFor('entrega', options({ entrega: { cartao: none, dinheiro: false } }))).toBeNull();
    expect(defaultChoiceFor('online', options())).toBeNull();
  });

  it('asks the change to be above the total, when asked at all', () => {
    expect(changeForError(0, 5000)).toBeNull();
    expect(changeForError(undefined, 5000)).toBeNull();
    expect(changeForError(5000, 5000)).toBe(CHANGE_TOO_SMALL_MESSAGE);
    expect(changeForError(4999, 5000)).toBe(CHANGE_TOO_SMALL_MESSAGE);
    expect(changeForError(5001, 5000)).toBeNull();
  });
});
