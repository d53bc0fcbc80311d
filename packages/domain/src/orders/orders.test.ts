import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus, trackedStatus } from './order-status.ts';
import { orderProgress, progressForStatus } from './progress.ts';
import { orderStatusNotification } from './status-notification.ts';
import {
  canTransition,
  customerMayCancel,
  isFinalStatus,
  nextStatuses,
  type OrderActor,
} from './transitions.ts';

describe('order progress (§4 table)', () => {
  it.each([
    ['Aguardando pagamento', [1, 0, 0, 0], 'primary'],
    ['Pendente', [1, 0, 0, 0], 'primary'],
    ['Confirmado', [1, 0.5, 0, 0], 'primary'],
    ['Em preparo', [1, 1, 0.5, 0], 'primary'],
    ['Saiu para entrega', [1, 1, 1, 0], 'primary'],
    ['Pronto para retirar', [1, 1, 1, 1], 'primary'],
    ['Concluído', [1, 1, 1, 1], 'primary'],
    ['Cancelado', [0.5, 0, 0, 0], 'danger'],
    ['Estornado', [0, 0, 0, 0], 'primary'],
    ['', [0, 0, 0, 0], 'primary'],
  ])('%j → steps %j, %s', (status, steps, color) => {
    expect(orderProgress([{ status: 'Pendente' }, { status }])).toEqual({ steps, color });
  });

  it('tracks the last entry of historicoStatus', () => {
    expect(trackedStatus(['Pendente', 'Confirmado', 'Em preparo'])).toBe('Em preparo');
    expect(trackedStatus([])).toBeNull();
    expect(orderProgress([])).toEqual({ steps: [0, 0, 0, 0], color: 'primary' });
    expect(orderProgress(['Confirmado', 'Cancelado']).color).toBe('danger');
  });

  it('refuses an unknown status at compile time and loudly at run time', () => {
    expect(() => progressForStatus('Outro' as OrderStatus)).toThrow('unknown order status');
  });
});

describe('status transitions', () => {
  const allowed: [OrderStatus, OrderStatus, OrderActor][] = [
    ['Aguardando pagamento', 'Pendente', 'system'],
    ['Aguardando pagamento', 'Cancelado', 'customer'],
    ['Aguardando pagamento', 'Cancelado', 'system'],
    ['Aguardando pagamento', 'Cancelado', 'store'],
    ['Pendente', 'Confirmado', 'store'],
    ['Pendente', 'Cancelado', 'customer'],
    ['Pendente', 'Cancelado', 'store'],
    ['Confirmado', 'Em preparo', 'store'],
    ['Confirmado', 'Cancelado', 'store'],
    ['Em preparo', 'Saiu para entrega', 'store'],
    ['Em preparo', 'Pronto para retirar', 'store'],
    ['Em preparo', 'Cancelado', 'store'],
    ['Saiu para entrega', 'Concluído', 'store'],
    ['Pronto para retirar', 'Concluído', 'store'],
  ];
  const key = (t: [OrderStatus, OrderStatus, OrderActor]) => t.join(' → ');
  const allowedKeys = new Set(allowed.map(key));
  const everyTriple = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.flatMap((to) =>
      (['customer', 'store', 'system'] as const).map(
        (actor) => [from, to, actor] as [OrderStatus, OrderStatus, OrderActor],
      ),
    ),
  );

  it.each(everyTriple)('%s → %s by %s', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(allowedKeys.has(key([from, to, actor])));
  });

  it.each([
    ['Aguardando pagamento', true],
    ['Pendente', true],
    ['Confirmado', false],
    ['Em preparo', false],
    ['Saiu para entrega', false],
    ['Concluído', false],
    ['Cancelado', false],
  ] as const)('customer may cancel in %s: %s', (status, may) => {
    expect(customerMayCancel(status)).toBe(may);
  });

  it('lists next statuses and final statuses', () => {
    expect(nextStatuses('Em preparo', 'store')).toEqual([
      'Saiu para entrega',
      'Pronto para retirar',
      'Cancelado',
    ]);
    expect(nextStatuses('Em preparo', 'customer')).toEqual([]);
    expect(ORDER_STATUSES.filter(isFinalStatus)).toEqual(['Concluído', 'Cancelado']);
  });
});

describe('orderStatusNotification', () => {
  it.each(ORDER_STATUSES)('has a title naming the order and a message for %s', (status) => {
    const { titulo, mensagem } = orderStatusNotification(42, status);
    expect(titulo).toBe(`Pedido #42: ${status}`);
    expect(mensagem.length).toBeGreaterThan(10);
  });
});
