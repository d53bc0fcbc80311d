import { cashPayment, pixPayment, selectCard } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { orderPayment, paymentTypeLabel } from './order-payment.ts';

const card = { id: 31, tipo: 'Crédito', bandeira: 'Visa', final: '0010', apelido: null } as const;

describe('the stored payment choice as POST /api/pedido takes it', () => {
  it('pays a saved card in the app by its id', () => {
    const choice = selectCard(card);
    if (choice.kind !== 'selected') throw new Error('card not selected');
    expect(orderPayment(choice.payment)).toEqual({ tipo: 'cartao', cartao_id: 31 });
  });

  it('needs a card picked to pay in the app', () => {
    expect(
      orderPayment({ tipo_forma: 'no app', tipo_forma_pgto: 'online', forma: 'CREDIT', label: 'Cartão' }),
    ).toBeNull();
  });

  it('pays by Pix', () => {
    expect(orderPayment(pixPayment())).toEqual({ tipo: 'pix' });
  });

  it('pays cash on delivery, with the change asked for in centavos or none at zero', () => {
    expect(orderPayment(cashPayment())).toEqual({ tipo: 'dinheiro', troco_para: null });
    expect(orderPayment({ ...cashPayment(), valor: 10_000 })).toEqual({
      tipo: 'dinheiro',
      troco_para: 10_000,
    });
  });

  it('pays a card on delivery by forma and the brand as the contract spells it', () => {
    const onDelivery = {
      tipo_forma: 'na entrega',
      tipo_forma_pgto: 'entrega',
      forma: 'MEAL_VOUCHER',
      label: 'Vale-refeição Visa Refeição',
      bandeira: 'VISA REFEIÇÃO',
      nome: 'Visa Refeição',
    } as const;
    expect(orderPayment(onDelivery)).toEqual({
      tipo: 'cartao_entrega',
      forma: 'MEAL_VOUCHER',
      bandeira: 'Visa Refeição',
    });
    expect(orderPayment({ ...onDelivery, forma: 'DEBIT', bandeira: 'mastercard' })).toEqual({
      tipo: 'cartao_entrega',
      forma: 'DEBIT',
      bandeira: 'Mastercard',
    });
  });

  it('refuses a card on delivery without a known brand or forma, and no choice at all', () => {
    const base = { tipo_forma: 'na entrega', tipo_forma_pgto: 'entrega', label: 'Cartão' } as const;
    expect(orderPayment({ ...base, forma: 'CREDIT', bandeira: 'Cartão da Loja' })).toBeNull();
    expect(orderPayment({ ...base, forma: 'CREDIT' })).toBeNull();
    expect(orderPayment({ ...base, forma: null, bandeira: 'Visa' })).toBeNull();
    expect(orderPayment(undefined)).toBeNull();
  });

  it('names each payment for analytics', () => {
    expect(paymentTypeLabel({ tipo: 'cartao', cartao_id: 1 })).toBe('Cartão pelo app');
    expect(paymentTypeLabel({ tipo: 'pix' })).toBe('Pix');
    expect(paymentTypeLabel({ tipo: 'dinheiro', troco_para: null })).toBe('Dinheiro na entrega');
    expect(paymentTypeLabel({ tipo: 'cartao_entrega', forma: 'CREDIT', bandeira: 'Elo' })).toBe(
      'Cartão na entrega',
    );
  });
});
