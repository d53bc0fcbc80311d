import { describe, expect, it } from 'vitest';
import { statementDescription, statementMonths, statementStart } from './statement.ts';

const entry = (iso: string, pontos: number, tipo: 'credito' | 'estorno' | 'ajuste' = 'credito') => ({
  tipo,
  pontos,
  createdAt: new Date(iso),
  orderId: tipo === 'ajuste' ? null : 7,
  motivo: tipo === 'credito' ? null : 'pedido devolvido',
});

describe('loyalty statement', () => {
  const now = new Date('2026-11-27T15:00:00Z');

  it('starts at the São Paulo month start meses − 1 months back', () => {
    expect(statementStart(now, 3).toISOString()).toBe('2026-09-01T03:00:00.000Z');
    expect(statementStart(now, 1).toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(statementStart(new Date('2026-02-10T12:00:00Z'), 3).toISOString()).toBe(
      '2025-12-01T03:00:00.000Z',
    );
  });

  it('lists every month of the period newest first, with sums, in São Paulo time', () => {
    const months = statementMonths(
      [
        entry('2026-11-20T12:00:00Z', -40, 'estorno'),
        entry('2026-11-01T02:30:00Z', 55), // still 31/10 in São Paulo
        entry('2026-09-02T12:00:00Z', 120),
        entry('2026-08-31T12:00:00Z', 999), // before the period
      ],
      now,
      3,
    );
    expect(months.map((m) => [m.mes, m.titulo, m.pontos, m.entradas.length])).toEqual([
      ['2026-11', 'novembro de 2026', -40, 1],
      ['2026-10', 'outubro de 2026', 55, 1],
      ['2026-09', 'setembro de 2026', 120, 1],
    ]);
    expect(months[1]?.entradas[0]).toEqual({
      data: '31/10/2026',
      hora: '23:30',
      tipo: 'credito',
      descricao: 'Pontos do pedido #7',
      pontos: 55,
      pedido_id: 7,
    });
  });

  it('crosses the year', () => {
    const months = statementMonths([], new Date('2026-01-15T12:00:00Z'), 2);
    expect(months.map((m) => m.titulo)).toEqual(['janeiro de 2026', 'dezembro de 2025']);
  });

  it.each([
    [{ tipo: 'credito' as const, orderId: 3, motivo: null }, 'Pontos do pedido #3'],
    [
      { tipo: 'estorno' as const, orderId: 3, motivo: 'cancelado' },
      'Estorno dos pontos do pedido #3 (cancelado)',
    ],
    [{ tipo: 'ajuste' as const, orderId: null, motivo: 'cortesia' }, 'Ajuste: cortesia'],
    [{ tipo: 'ajuste' as const, orderId: null, motivo: null }, 'Ajuste de pontos'],
  ])('%j reads %s', (input, text) => {
    expect(statementDescription(input)).toBe(text);
  });

  it('lists the benefits received and used, newest first whatever the order given, at 0 points', () => {
    const now = new Date('2026-11-20T15:00:00Z');
    const [month] = statementMonths(
      [
        {
          tipo: 'beneficio_concedido',
          pontos: 0,
          createdAt: new Date('2026-11-01T12:00:00Z'),
          orderId: null,
          motivo: 'Café do mês',
        },
        {
          tipo: 'credito',
          pontos: 18,
          createdAt: new Date('2026-11-10T12:00:00Z'),
          orderId: 7,
          motivo: null,
        },
        {
          tipo: 'beneficio_utilizado',
          pontos: 0,
          createdAt: new Date('2026-11-05T12:00:00Z'),
          orderId: 6,
          motivo: 'Café do mês',
        },
      ],
      now,
      1,
    );
    expect(month!.pontos).toBe(18);
    expect(month!.entradas.map((e) => e.descricao)).toEqual([
      'Pontos do pedido #7',
      'Benefício usado do pedido #6: Café do mês',
      'Benefício recebido: Café do mês',
    ]);
  });
});
