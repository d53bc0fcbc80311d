import { describe, expect, it } from 'vitest';
import type { PlaceOrderAnswer } from './api/place-order.ts';
import { ORDER_CARD_TEXTS, ORDER_PLACED_MESSAGE, placeOutcome } from './place-outcome.ts';
import { orderFixture, pricedBagFixture } from './testing.ts';

const refusal = (code: string, message = 'Motivo', data?: unknown, status = 422): PlaceOrderAnswer =>
  ({ ok: false, status, code, message, data }) as PlaceOrderAnswer;

describe('what the checkout does with an answer of POST /api/pedido', () => {
  it('a placed order, with the server’s message or the default one', () => {
    const order = orderFixture();
    expect(
      placeOutcome({ ok: true, order, message: 'Pedido recebido! Pague com Pix para confirmá-lo.' }),
    ).toEqual({
      kind: 'placed',
      order,
      message: 'Pedido recebido! Pague com Pix para confirmá-lo.',
      confirming: false,
    });
    expect(placeOutcome({ ok: true, order, message: undefined })).toEqual({
      kind: 'placed',
      order,
      message: ORDER_PLACED_MESSAGE,
      confirming: false,
    });
    expect(ORDER_PLACED_MESSAGE).toBe('Pedido realizado com sucesso!');
  });

  it('a card order: paid, or still confirming while the provider has not answered (payments’ card result)', () => {
    const byCard = (status: 'aprovado' | 'aguardando' | 'recusado', motivo: string | null = null) => {
      const order = orderFixture({
        status: status === 'aprovado' ? 'Pendente' : 'Aguardando pagamento',
        pix: null,
      });
      return {
        ...order,
        formaPagamento: { ...order.formaPagamento, tipo: 'cartao' as const, status, motivo },
      };
    };
    const paid = byCard('aprovado');
    expect(placeOutcome({ ok: true, order: paid, message: 'Pedido realizado com sucesso!' })).toEqual({
      kind: 'placed',
      order: paid,
      message: 'Pedido realizado com sucesso!',
      confirming: false,
    });
    const confirming = byCard('aguardando');
    expect(
      placeOutcome({
        ok: true,
        order: confirming,
        message: 'Recebemos seu pedido e estamos confirmando o pagamento.',
      }),
    ).toEqual({
      kind: 'placed',
      order: confirming,
      message: 'Recebemos seu pedido e estamos confirmando o pagamento.',
      confirming: true,
    });
    expect(placeOutcome({ ok: true, order: confirming, message: undefined })).toMatchObject({
      message: ORDER_CARD_TEXTS.confirming,
      confirming: true,
    });
    expect(
      placeOutcome({ ok: true, order: byCard('recusado', 'Cartão vencido.'), message: undefined }),
    ).toEqual({
      kind: 'payment-refused',
      message: 'Cartão vencido.',
    });
  });

  it('a changed total carries the re-priced bag to confirm', () => {
    const priced = pricedBagFixture(12_000);
    expect(placeOutcome(refusal('order_total_changed', 'O valor do seu pedido mudou.', priced, 409))).toEqual(
      { kind: 'total-changed', priced, message: 'O valor do seu pedido mudou.' },
    );
    // Without the new bag there is nothing to confirm: it is shown like any refusal.
    expect(placeOutcome(refusal('order_total_changed', 'Mudou', undefined, 409)).kind).toBe('refused');
  });

  it.each([
    'card_declined',
    'card_insufficient_funds',
    'card_expired',
    'card_unavailable',
    'card_unusable',
    'payment_method_not_offered',
    'payment_provider_unavailable',
  ])('%s: choose another payment', (code) => {
    expect(placeOutcome(refusal(code, 'Pagamento não autorizado pelo banco emissor.'))).toEqual({
      kind: 'payment-refused',
      message: 'Pagamento não autorizado pelo banco emissor.',
    });
  });

  it('cash change too low, coupon refusals and the session', () => {
    expect(placeOutcome(refusal('cash_change_too_low')).kind).toBe('cash-change');
    expect(placeOutcome(refusal('coupon_expired')).kind).toBe('coupon-refused');
    expect(placeOutcome(refusal('coupon_usage_limit_reached')).kind).toBe('coupon-refused');
    expect(placeOutcome(refusal('not_authenticated', 'Sessão expirada', undefined, 401))).toEqual({
      kind: 'session-ended',
    });
  });

  it('a provider that failed (502/503) is a refused payment; the server unavailable is unanswered', () => {
    expect(placeOutcome(refusal('payment_provider_unavailable', 'Tente de novo.', undefined, 503)).kind).toBe(
      'payment-refused',
    );
    expect(placeOutcome(refusal('payment_provider_error', 'Tente de novo.', undefined, 502)).kind).toBe(
      'payment-refused',
    );
    expect(placeOutcome(refusal('service_unavailable', 'Tente de novo.', undefined, 503)).kind).toBe(
      'unanswered',
    );
  });

  it.each(['network_error', 'order_in_progress', 'internal_error', 'service_unavailable'])(
    '%s: unanswered, the same attempt may go again',
    (code) => {
      expect(placeOutcome(refusal(code, 'Ocorreu um erro, tente novamente!', undefined, 0)).kind).toBe(
        'unanswered',
      );
    },
  );

  it.each(['store_closed', 'gift_card_zero_balance', 'product_unavailable', 'order_store_mismatch'])(
    '%s: refused with its message',
    (code) => {
      expect(placeOutcome(refusal(code, 'Restaurante fechado no momento.'))).toEqual({
        kind: 'refused',
        message: 'Restaurante fechado no momento.',
      });
    },
  );
});
