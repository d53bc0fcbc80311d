import { describe, expect, it } from 'vitest';
import { donationPixFailure, donationPixPayment } from './donation-pix.ts';
import { donationFixture } from './testing.ts';

describe('a donation’s Pix for the customer', () => {
  it('waits while its payment does and time is left, with its charge', () => {
    const donation = donationFixture();
    expect(donationPixPayment(donation, 60)).toEqual({ state: 'waiting', pix: donation.pix });
    expect(donationPixPayment(donation, 0).state).toBe('failed');
  });

  it('is paid once approved; expired, refused or given back, failed', () => {
    expect(donationPixPayment(donationFixture({ status: 'aprovado', pix: null }), 0).state).toBe('paid');
    for (const status of ['expirado', 'recusado', 'estorno_pendente', 'estornado'] as const)
      expect(donationPixPayment(donationFixture({ status }), 60).state).toBe('failed');
  });

  it('says why it was not paid', () => {
    expect(donationPixFailure({ status: 'aguardando', motivo: null })).toBe(
      'O código Pix expirou e a doação não foi cobrada.',
    );
    expect(donationPixFailure({ status: 'expirado', motivo: 'O prazo terminou.' })).toBe(
      'O código Pix expirou e a doação não foi cobrada.',
    );
    expect(
      donationPixFailure({
        status: 'estorno_pendente',
        motivo: 'O Pix chegou depois do prazo: a devolução está em processamento.',
      }),
    ).toBe('O Pix chegou depois do prazo: a devolução está em processamento.');
    expect(donationPixFailure({ status: 'recusado', motivo: null })).toBe('A doação não foi concluída.');
  });
});
