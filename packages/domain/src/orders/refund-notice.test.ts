import { describe, expect, it } from 'vitest';
import { refundNotice } from './refund-notice.ts';
import { orderStatusNotification } from './status-notification.ts';

describe('refundNotice', () => {
  it('a card refund confirmed: the day, the amount, and the statement note', () => {
    expect(
      refundNotice({
        tipo: 'cartao',
        emProcessamento: false,
        valor: 2380,
        estornadoEm: '2026-03-05T02:30:00Z',
      }),
    ).toEqual({
      titulo: 'Pagamento estornado em 04/03/2026',
      detalhes: [
        'R$\u00a023,80 devolvidos ao seu cartão.',
        'No cartão, o estorno pode aparecer só na próxima fatura.',
      ],
    });
  });

  it('a Pix refund still processing', () => {
    expect(refundNotice({ tipo: 'pix', emProcessamento: true, valor: 1000, estornadoEm: null })).toEqual({
      titulo: 'Estorno em processamento',
      detalhes: ['R$\u00a010,00 voltam à conta que pagou o Pix assim que o banco confirmar.'],
    });
  });
});

describe('the cancellation notification', () => {
  it.each([
    [{}, 'Seu pedido foi cancelado.'],
    [{ motivo: 'Acabou o salmão.' }, 'Seu pedido foi cancelado pela loja: Acabou o salmão.'],
    [{ estorno: 2380 }, 'Seu pedido foi cancelado. O valor pago (R$\u00a023,80) será estornado.'],
    [
      { motivo: '  Fora da área de entrega ', estorno: 2380 },
      'Seu pedido foi cancelado pela loja: Fora da área de entrega. O valor pago (R$\u00a023,80) será estornado.',
    ],
  ])('%j → %j', (context, mensagem) => {
    expect(orderStatusNotification(7, 'Cancelado', context)).toEqual({
      titulo: 'Pedido #7: Cancelado',
      mensagem,
    });
  });

  it('other statuses ignore a cancellation context', () => {
    expect(orderStatusNotification(7, 'Confirmado', { motivo: 'x', estorno: 1 }).mensagem).toBe(
      'A loja confirmou seu pedido.',
    );
  });
});
