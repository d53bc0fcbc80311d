import { describe, expect, it } from 'vitest';
import { registerToastPresenter, type ToastRequest } from '../../lib/toast.ts';
import { announceCardPayment, type CardPaymentTexts, cardPaymentStep } from './card-payment-result.ts';

const texts: CardPaymentTexts = {
  paid: 'Pago!',
  confirming: 'Confirmando o pagamento.',
  refused: 'Não foi concluído.',
};
const failure = (status: number, code: string, message = 'Motivo') => ({
  ok: false as const,
  status,
  code,
  message,
});

describe('a card payment’s result, for every payable', () => {
  it('201 approved: paid, with the server’s words or the payable’s', () => {
    expect(cardPaymentStep({ ok: true, payment: 'aprovado', message: 'Obrigado!' }, texts)).toEqual({
      kind: 'paid',
      message: 'Obrigado!',
    });
    expect(cardPaymentStep({ ok: true, payment: 'aprovado' }, texts)).toEqual({
      kind: 'paid',
      message: 'Pago!',
    });
  });

  it('201 still waiting for the provider: confirming', () => {
    expect(
      cardPaymentStep({ ok: true, payment: 'aguardando', message: 'Estamos confirmando.' }, texts),
    ).toEqual({ kind: 'confirming', message: 'Estamos confirmando.' });
    expect(cardPaymentStep({ ok: true, payment: 'aguardando' }, texts)).toEqual({
      kind: 'confirming',
      message: 'Confirmando o pagamento.',
    });
  });

  it('settled as refused: the reason, or the payable’s words', () => {
    expect(
      cardPaymentStep(
        { ok: true, payment: 'recusado', message: 'Ignored', reason: 'Saldo insuficiente.' },
        texts,
      ),
    ).toEqual({ kind: 'refused', message: 'Saldo insuficiente.' });
    expect(cardPaymentStep({ ok: true, payment: 'recusado', reason: null }, texts)).toEqual({
      kind: 'refused',
      message: 'Não foi concluído.',
    });
  });

  it.each([
    [422, 'card_declined'],
    [422, 'card_unusable'],
    [404, 'card_not_found'],
    [502, 'payment_provider_error'],
    [503, 'payment_provider_unavailable'],
  ])('%i %s: refused with the message, another card or way to pay', (status, code) => {
    expect(cardPaymentStep(failure(status, code, 'Pagamento não autorizado.'), texts)).toEqual({
      kind: 'refused',
      message: 'Pagamento não autorizado.',
    });
  });

  it.each([
    [0, 'network_error'],
    [409, 'order_in_progress'],
    [500, 'internal_error'],
    [503, 'service_unavailable'],
    [429, 'rate_limited'],
  ])('%i %s: unanswered, the same attempt may go again', (status, code) => {
    expect(cardPaymentStep(failure(status, code, 'Ocorreu um erro, tente novamente!'), texts)).toEqual({
      kind: 'unanswered',
      message: 'Ocorreu um erro, tente novamente!',
    });
  });

  it('401: the session expiry already speaks', () => {
    expect(cardPaymentStep(failure(401, 'not_authenticated'), texts)).toEqual({ kind: 'session-ended' });
  });
});

describe('announceCardPayment', () => {
  it('says each result once, in the toast of its kind', () => {
    const shown: ToastRequest[] = [];
    const stop = registerToastPresenter((toast) => shown.push(toast));
    announceCardPayment({ kind: 'paid', message: 'Pago!' });
    announceCardPayment({ kind: 'confirming', message: 'Confirmando.' });
    announceCardPayment({ kind: 'refused', message: 'Recusado.' });
    announceCardPayment({ kind: 'unanswered', message: 'Sem resposta.' });
    announceCardPayment({ kind: 'session-ended' });
    expect(shown.map(({ kind, message }) => [kind, message])).toEqual([
      ['success', 'Pago!'],
      ['info', 'Confirmando.'],
      ['error', 'Recusado.'],
      ['error', 'Sem resposta.'],
    ]);
    stop();
  });
});
