import { IDEMPOTENCY_KEY_PATTERN } from '@comanda/contract';
import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newIdempotencyKey } from './attempt-key.ts';

describe('Idempotency-Key per attempt', () => {
  it('generates keys the server accepts, a new one each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(b).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(a).not.toBe(b);
  });

  it('sends the same attempt again with the same key until it is settled', () => {
    const keys = createAttemptKeys();
    const body = { total: { valor: 5000 }, pagamento: { tipo: 'pix' } };
    const first = keys.keyFor(body);
    expect(keys.keyFor({ ...body })).toBe(first);
    keys.settle();
    expect(keys.keyFor(body)).not.toBe(first);
  });

  it('starts a new attempt as soon as the customer changes anything', () => {
    const keys = createAttemptKeys();
    const pix = keys.keyFor({ total: { valor: 5000 }, pagamento: { tipo: 'pix' } });
    const cash = keys.keyFor({ total: { valor: 5000 }, pagamento: { tipo: 'dinheiro' } });
    expect(cash).not.toBe(pix);
    expect(keys.keyFor({ total: { valor: 5000 }, pagamento: { tipo: 'pix' } })).not.toBe(pix);
  });

  it('refuses a generator that breaks the header rule', () => {
    expect(() => createAttemptKeys(() => 'curta').keyFor({})).toThrow('invalid Idempotency-Key');
  });
});
