import type { OrderWire, PricedCartLine } from '@comanda/contract';
import { maskGiftCardNumber, toMoney } from '@comanda/domain';
import type { OrderPaymentRow, OrderRecord } from './repository.ts';
import { PAYMENT_LABELS } from './texts.ts';

/** What the customer reads for a payment: 'Cartão de crédito Visa **** 0010', 'Pix', 'Dinheiro' … */
export function paymentLabel(
  payment: Pick<OrderPaymentRow, 'tipo' | 'forma' | 'bandeira' | 'final'>,
): string {
  switch (payment.tipo) {
    case 'pix':
      return PAYMENT_LABELS.pix;
    case 'dinheiro':
      return PAYMENT_LABELS.cash;
    case 'gift_card':
      return PAYMENT_LABELS.giftCard;
    case 'cartao':
    case 'cartao_entrega': {
      const kind = PAYMENT_LABELS[(payment.forma ?? 'CREDIT') as 'CREDIT' | 'DEBIT' | 'MEAL_VOUCHER'];
      const parts = [kind, payment.bandeira, payment.final ? `**** ${payment.final}` : null];
      const label = parts.filter(Boolean).join(' ');
      return payment.tipo === 'cartao_entrega' ? `${label} (na entrega)` : label;
    }
  }
}

/** The wire `forma` of a payment. */
function formaOf(payment: OrderPaymentRow): OrderWire['formaPagamento']['forma'] {
  if (payment.tipo === 'pix') return 'PIX';
  if (payment.tipo === 'dinheiro') return 'CASH';
  if (payment.tipo === 'gift_card') return null;
  return (payment.forma ?? 'CREDIT') as 'CREDIT' | 'DEBIT' | 'MEAL_VOUCHER';
}

/** §3 Order on the wire (GET pedido, and POST pedido once placed). */
export function toOrderWire(record: OrderRecord): OrderWire {
  const { order, payment } = record;
  const { lat: _lat, lng: _lng, ...address } = order.endereco;
  const pixOpen = payment.tipo === 'pix' && payment.status === 'aguardando' && payment.pixBrCode;
  return {
    id: order.id,
    status: order.status,
    historicoStatus: record.history.map((entry) => ({ status: entry.status, data: entry.at.toISOString() })),
    canal: order.canal,
    criado_em: order.createdAt.toISOString(),
    loja: record.store,
    endereco: address,
    itens: record.lines.map((line) => line.linha as PricedCartLine),
    subtotal: toMoney(order.valorItens),
    frete: toMoney(order.frete),
    desconto: toMoney(order.desconto),
    gift_card: record.giftCards.map((card) => ({
      numero_cartao_mascarado: maskGiftCardNumber(card.numero),
      valor_debitado: toMoney(card.valor),
    })),
    total: toMoney(order.total),
    cupom: order.cupom,
    cpf_nota: order.cpfNota,
    formaPagamento: {
      tipo: payment.tipo,
      label: paymentLabel(payment),
      forma: formaOf(payment),
      bandeira: payment.bandeira,
      final: payment.final,
      cartao_id: payment.cardId,
      troco_para: payment.trocoPara === null ? null : toMoney(payment.trocoPara),
      valor: toMoney(payment.valor),
      status: payment.status,
      motivo: payment.motivo,
    },
    pix:
      pixOpen && payment.pixExpiraEm
        ? {
            copia_e_cola: payment.pixBrCode!,
            expira_em: payment.pixExpiraEm.toISOString(),
            valor: toMoney(payment.valor),
          }
        : null,
  };
}
