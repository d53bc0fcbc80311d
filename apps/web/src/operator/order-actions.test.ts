import { nextStatuses, ORDER_STATUSES } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { actionLabel, actionsOf, cancelQuestion } from './order-actions.ts';

describe('actionsOf', () => {
  it.each([
    ['Pendente', ['Confirmar', 'Cancelar']],
    ['Confirmado', ['Iniciar preparo', 'Cancelar']],
    ['Em preparo', ['Saiu para entrega', 'Pronto para retirar', 'Cancelar']],
    ['Saiu para entrega', ['Concluir']],
    ['Pronto para retirar', ['Concluir']],
    ['Aguardando pagamento', ['Cancelar']],
    ['Concluído', []],
    ['Cancelado', []],
  ] as const)('gives an order in %s the buttons %j', (status, labels) => {
    const actions = actionsOf(nextStatuses(status, 'store'));
    expect(actions.map((action) => action.label)).toEqual(labels);
  });

  it('puts cancelling last and marks it as the one that asks first', () => {
    const actions = actionsOf(['Cancelado', 'Confirmado']);
    expect(actions).toEqual([
      { status: 'Confirmado', label: 'Confirmar', cancels: false },
      { status: 'Cancelado', label: 'Cancelar', cancels: true },
    ]);
  });

  it('has a distinct label for every status', () => {
    const labels = ORDER_STATUSES.map(actionLabel);
    expect(new Set(labels).size).toBe(ORDER_STATUSES.length);
  });
});

it('asks before cancelling, naming the order and the refund', () => {
  expect(cancelQuestion(42)).toBe('Cancelar o pedido #42? O pagamento, se houver, será estornado.');
});
