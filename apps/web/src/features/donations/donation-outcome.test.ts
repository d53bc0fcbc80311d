import { describe, expect, it } from 'vitest';
import { DONATION_THANKS_MESSAGE, donationOutcome } from './donation-outcome.ts';
import { donationFixture } from './testing.ts';

describe('donationOutcome', () => {
  it('thanks with the server message for an approved card', () => {
    const donation = donationFixture({ status: 'aprovado', pix: null });
    expect(donationOutcome({ ok: true, donation, message: 'Obrigado pela sua doação!' })).toEqual({
      kind: 'thanks',
      message: 'Obrigado pela sua doação!',
    });
    expect(donationOutcome({ ok: true, donation, message: undefined })).toEqual({
      kind: 'thanks',
      message: DONATION_THANKS_MESSAGE,
    });
  });

  it('opens the Pix of a donation waiting for it', () => {
    expect(donationOutcome({ ok: true, donation: donationFixture(), message: undefined })).toEqual({
      kind: 'pix',
      doacaoId: 7,
    });
  });

  it('refuses with the reason; only an unanswered request keeps its key', () => {
    expect(donationOutcome({ ok: false, status: 422, message: 'Cartão recusado.' })).toEqual({
      kind: 'refused',
      message: 'Cartão recusado.',
      retrySameKey: false,
    });
    expect(donationOutcome({ ok: false, status: 0, message: 'x' })).toMatchObject({ retrySameKey: true });
    expect(
      donationOutcome({
        ok: true,
        donation: donationFixture({ status: 'recusado', pix: null, motivo: 'Saldo insuficiente.' }),
        message: undefined,
      }),
    ).toEqual({ kind: 'refused', message: 'Saldo insuficiente.', retrySameKey: false });
  });
});
