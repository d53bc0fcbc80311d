import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WALLET_EVENTS,
  WALLET_ITEM_STATES,
  type WalletEvent,
  type WalletItemState,
  walletFlags,
  walletItemStatus,
  walletTransition,
} from './wallet.ts';

describe('walletTransition (all 20 state × event pairs)', () => {
  const table: Record<WalletItemState, Record<WalletEvent, WalletItemState | null>> = {
    disponivel: { reserve: 'reservado', release: null, consume: null, expire: 'expirado', giveBack: null },
    reservado: {
      reserve: null,
      release: 'disponivel',
      consume: 'utilizado',
      expire: 'expirado',
      giveBack: null,
    },
    utilizado: { reserve: null, release: null, consume: null, expire: null, giveBack: 'disponivel' },
    expirado: { reserve: null, release: null, consume: null, expire: null, giveBack: null },
  };
  const rows = WALLET_ITEM_STATES.flatMap((estado) =>
    WALLET_EVENTS.map((event) => [estado, event, table[estado][event]] as const),
  );

  it('covers every pair', () => {
    expect(rows).toHaveLength(20);
  });

  it.each(rows)('%s + %s → %s', (estado, event, next) => {
    expect(walletTransition(estado, event)).toBe(next);
  });

  it('refuses an unknown event', () => {
    expect(() => walletTransition('disponivel', 'steal' as WalletEvent)).toThrow(RangeError);
  });

  it('an item is spent at most once per give-back: consumes ≤ give-backs + 1 (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...WALLET_EVENTS), { maxLength: 40 }), (events) => {
        let estado: WalletItemState = 'disponivel';
        let consumed = 0;
        let givenBack = 0;
        for (const event of events) {
          const next = walletTransition(estado, event);
          if (next === null) continue;
          if (event === 'consume') consumed++;
          if (event === 'giveBack') givenBack++;
          estado = next;
        }
        return consumed <= givenBack + 1 && consumed >= givenBack;
      }),
    );
  });
});

describe('walletFlags', () => {
  const now = new Date('2026-11-15T12:00:00Z');
  const later = new Date('2026-12-01T03:00:00Z');
  it.each([
    ['disponivel', null, [true, false, false], 'Disponível'],
    ['disponivel', later, [true, false, false], 'Disponível'],
    ['disponivel', now, [false, false, true], 'Utilizado'],
    ['reservado', later, [false, true, false], 'Reservado'],
    ['reservado', now, [false, true, true], 'Utilizado'],
    ['utilizado', null, [false, false, true], 'Utilizado'],
    ['expirado', later, [false, false, true], 'Utilizado'],
  ] as [WalletItemState, Date | null, [boolean, boolean, boolean], string][])(
    '%s valid to %s → %j (%s)',
    (estado, validoAte, [disponivel, reservado, utilizado], status) => {
      const flags = walletFlags(estado, validoAte, now);
      expect(flags).toEqual({ disponivel, reservado, utilizado });
      expect(walletItemStatus({ ...flags, held: false })).toBe(status);
    },
  );
});
