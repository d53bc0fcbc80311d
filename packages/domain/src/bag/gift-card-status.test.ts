import { describe, expect, it } from 'vitest';
import { type GiftCardState, giftCardErrorCode, giftCardErrorMessage } from './gift-card-status.ts';

// 03:30Z is 00:30 on 2 June in São Paulo.
const earlyJune2 = new Date('2025-06-02T03:30:00Z');
const lateJune1 = new Date('2025-06-02T02:30:00Z'); // 23:30 on 1 June in São Paulo

const card = (over: Partial<GiftCardState> = {}): GiftCardState => ({
  bloqueado: false,
  validade: '2025-06-01',
  saldo: 1000,
  ...over,
});

describe('giftCardErrorCode', () => {
  it.each<[string, Partial<GiftCardState>, Date, string | null]>([
    ['active on its last day (São Paulo)', {}, lateJune1, null],
    ['expired the day after', {}, earlyJune2, 'card_expired'],
    ['blocked wins over everything', { bloqueado: true, saldo: 0 }, earlyJune2, 'card_blocked'],
    ['empty', { saldo: 0 }, lateJune1, 'zero_balance'],
  ])('%s', (_name, over, now, code) => {
    expect(giftCardErrorCode(card(over), now)).toBe(code);
  });
});

describe('giftCardErrorMessage', () => {
  it.each([
    ['card_blocked', 'O seu Gift Card está bloqueado. Tente adicionar outro Gift Card.'],
    ['zero_balance', 'O saldo do seu Gift Card é zero. Tente adicionar outro Gift Card.'],
    ['card_expired', 'Houve um problema ao resgatar o seu Gift Card. Por favor, tente adicionar novamente.'],
    [null, 'Houve um problema ao resgatar o seu Gift Card. Por favor, tente adicionar novamente.'],
  ])('%s → %s', (code, message) => {
    expect(giftCardErrorMessage(code)).toBe(message);
  });
});
