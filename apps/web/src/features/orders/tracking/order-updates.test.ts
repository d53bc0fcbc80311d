import { describe, expect, it } from 'vitest';
import { anOrder } from '../testing.ts';
import { laterOrder, withStatusEvent } from './order-updates.ts';

const event = {
  pedidoId: 7,
  lojaId: 2,
  status: 'Pendente' as const,
  data: '2026-03-09T22:01:00.000Z',
  seq: 2,
};

describe('order updates', () => {
  it('applies a status change once', () => {
    const order = anOrder({ id: 7 });
    const changed = withStatusEvent(order, event);
    expect(changed.status).toBe('Pendente');
    expect(changed.historicoStatus.map((entry) => entry.status)).toEqual([
      'Aguardando pagamento',
      'Pendente',
    ]);
    expect(withStatusEvent(changed, { ...event, data: '2026-03-09T22:01:00Z' })).toBe(changed);
    expect(withStatusEvent(order, { ...event, pedidoId: 8 })).toBe(order);
  });

  it('never lets an older reading replace a newer one', () => {
    const older = anOrder({ id: 7 });
    const newer = withStatusEvent(older, event);
    expect(laterOrder(newer, older)).toBe(newer);
    expect(laterOrder(older, newer)).toBe(newer);
    const refreshed = { ...newer, pix: null };
    expect(laterOrder(newer, refreshed)).toBe(refreshed);
    expect(laterOrder(undefined, older)).toBe(older);
  });
});
