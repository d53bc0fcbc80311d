import { describe, expect, it } from 'vitest';
import { DONATION_THANKS_MESSAGE, donationCardStep, donationOutcome } from './donation-outcome.ts';
import { donationFixture } from './testing.ts';

const byCard = {
  tipo: 'cartao' as const,
  label: 'Mastercard final 4444',
  bandeira: 'Mastercard',
  final: '4444',
};

describe('donationOutcome', () => {
  it('thanks with the server message for an approved card', () => {
    const donation = donationFixture({ status: 'aprovado', pix: null, pagamento: byCard });
    expect(donationOutcome({ ok: true, donation, message: 'Obrigado pela sua doação!' })).toEqual({
      kind: 'card',
      step: { kind: 'paid', message: 'Obrigado pela sua doação!' },
      doacaoId: 7,
    });
    expect(donationOutcome({ ok: true, donation, message: undefined })).toMatchObject({
      step: { kind: 'paid', message: DONATION_THANKS_MESSAGE },
    });
  });

  it('opens the Pix of a donation waiting for it', () => {
    expect(donationOutcome({ ok: true, donation: donationFixture(), message: undefined })).toEqual({
      kind: 'pix',
      doacaoId: 7,
    });
  });

  it('follows a card the provider has not answered yet, with the server’s words', () => {
    const donation = donationFixture({ status: 'aguardando', pix: null, pagamento: byCard });
    expect(
      donationOutcome({
        ok: true,
        donation,
        message: 'Recebemos sua doação e estamos confirmando o pagamento.',
      }),
    ).toEqual({
      kind: 'card',
      step: { kind: 'confirming', message: 'Recebemos sua doação e estamos confirmando o pagamento.' },
      doacaoId: 7,
    });
  });

  it('refuses with the reason; only an answer that says nothing keeps its key', () => {
    expect(
      donationOutcome({ ok: false, status: 422, code: 'card_declined', message: 'Cartão recusado.' }),
    ).toEqual({ kind: 'card', step: { kind: 'refused', message: 'Cartão recusado.' }, doacaoId: null });
    expect(
      donationOutcome({
        ok: false,
        status: 503,
        code: 'payment_provider_unavailable',
        message: 'Não foi possível gerar o Pix agora. Tente novamente ou escolha um cartão.',
      }),
    ).toMatchObject({ step: { kind: 'refused' } });
    expect(donationOutcome({ ok: false, status: 0, code: 'network_error', message: 'x' })).toMatchObject({
      step: { kind: 'unanswered', message: 'x' },
    });
    expect(
      donationOutcome({
        ok: true,
        donation: donationFixture({ status: 'recusado', pix: null, motivo: 'Saldo insuficiente.' }),
        message: undefined,
      }),
    ).toEqual({ kind: 'card', step: { kind: 'refused', message: 'Saldo insuficiente.' }, doacaoId: 7 });
  });

  it('a donation read again once its card settled', () => {
    expect(donationCardStep({ status: 'aprovado', motivo: null })).toEqual({
      kind: 'paid',
      message: DONATION_THANKS_MESSAGE,
    });
    expect(donationCardStep({ status: 'recusado', motivo: 'Cartão vencido.' })).toEqual({
      kind: 'refused',
      message: 'Cartão vencido.',
    });
    expect(donationCardStep({ status: 'recusado', motivo: null })).toEqual({
      kind: 'refused',
      message: 'Não foi possível concluir a doação. Tente novamente.',
    });
  });
});
