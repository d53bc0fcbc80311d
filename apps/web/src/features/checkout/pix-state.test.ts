import { describe, expect, it } from 'vitest';
import { pixState } from './pix-state.ts';
import { orderFixture } from './testing.ts';

describe('a Pix order for the customer', () => {
  it('waits while the charge is open and time is left', () => {
    expect(pixState(orderFixture(), 120)).toBe('waiting');
  });

  it('fails when the countdown reached zero, even before the server cancels', () => {
    expect(pixState(orderFixture(), 0)).toBe('failed');
  });

  it('fails when the charge is gone or refused while still awaiting payment', () => {
    expect(pixState(orderFixture({ pix: null }), 120)).toBe('failed');
    const order = orderFixture();
    expect(pixState({ ...order, formaPagamento: { ...order.formaPagamento, status: 'expirado' } }, 120)).toBe(
      'failed',
    );
  });

  it('fails when cancelled', () => {
    expect(pixState(orderFixture({ status: 'Cancelado', pix: null }), 0)).toBe('failed');
  });

  it.each([
    'Pendente',
    'Confirmado',
    'Em preparo',
    'Saiu para entrega',
    'Pronto para retirar',
    'Concluído',
  ] as const)('is paid once the order is %s', (status) => {
    expect(pixState(orderFixture({ status, pix: null }), 0)).toBe('paid');
  });
});
