import { describe, expect, it } from 'vitest';
import { orderPixPayment } from './order-pix.ts';
import { orderFixture } from './testing.ts';

const state = (...args: Parameters<typeof orderPixPayment>) => orderPixPayment(...args).state;

describe('a Pix order for the customer', () => {
  it('waits while the charge is open and time is left, with the order’s charge', () => {
    const order = orderFixture();
    expect(orderPixPayment(order, 120)).toEqual({ state: 'waiting', pix: order.pix });
  });

  it('fails when the countdown reached zero, even before the server cancels', () => {
    expect(state(orderFixture(), 0)).toBe('failed');
  });

  it('fails when the charge is gone or refused while still awaiting payment', () => {
    expect(state(orderFixture({ pix: null }), 120)).toBe('failed');
    const order = orderFixture();
    expect(state({ ...order, formaPagamento: { ...order.formaPagamento, status: 'expirado' } }, 120)).toBe(
      'failed',
    );
  });

  it('fails when cancelled, even with time left', () => {
    expect(state(orderFixture({ status: 'Cancelado' }), 120)).toBe('failed');
    expect(state(orderFixture({ status: 'Cancelado', pix: null }), 0)).toBe('failed');
  });

  it.each([
    'Pendente',
    'Confirmado',
    'Em preparo',
    'Saiu para entrega',
    'Pronto para retirar',
    'Concluído',
  ] as const)('is paid once the order is %s', (status) => {
    expect(state(orderFixture({ status, pix: null }), 0)).toBe('paid');
  });
});
