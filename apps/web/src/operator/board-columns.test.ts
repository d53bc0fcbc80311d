import type { OperatorOrderWire } from '@comanda/contract';
import { ORDER_STATUSES, type OrderStatus } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { BOARD_COLUMNS, columnsOf } from './board-columns.ts';

const order = (id: number, status: OrderStatus): OperatorOrderWire => ({
  id,
  status,
  criado_em: '2025-06-03T15:00:00.000Z',
  cliente: 'Ana',
  endereco: 'SQN 210 Bloco B, 101 — Asa Norte',
  itens: [],
  total: { valor: 2380, texto: 'R$ 23,80' },
  pagamento: 'Dinheiro',
  troco_para: null,
  cpf_nota: null,
  proximos: [],
});

describe('columnsOf', () => {
  it('puts every status in exactly one column', () => {
    for (const status of ORDER_STATUSES)
      expect(BOARD_COLUMNS.filter((column) => column.statuses.includes(status))).toHaveLength(1);
  });

  it('groups the orders by status, keeping the order given (newest first)', () => {
    const columns = columnsOf([
      order(9, 'Pronto para retirar'),
      order(8, 'Pendente'),
      order(7, 'Saiu para entrega'),
      order(6, 'Pendente'),
    ]);
    const ids = Object.fromEntries(columns.map((column) => [column.title, column.orders.map((o) => o.id)]));
    expect(ids).toEqual({
      Pendente: [8, 6],
      Confirmado: [],
      'Em preparo': [],
      'Saiu para entrega / Pronto para retirar': [9, 7],
      Concluído: [],
      Cancelado: [],
    });
  });

  it('shows the unpaid orders only when there are some', () => {
    expect(columnsOf([]).map((column) => column.title)).not.toContain('Aguardando pagamento');
    expect(columnsOf([order(3, 'Aguardando pagamento')])[0]).toMatchObject({
      title: 'Aguardando pagamento',
      orders: [{ id: 3 }],
    });
  });
});
