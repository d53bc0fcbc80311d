import type { OperatorOrderWire, OrderWire, PricedBagLine } from '@comanda/contract';
import { maskGiftCardNumber, nextStatuses, toMoney } from '@comanda/domain';
import type { PaymentRow as OrderPaymentRow } from '../payments/index.ts';
import type { boardOrders, OrderRecord } from './repository.ts';
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

/** What an order's wire form is made of: a record read back, or the rows of an order just written. */
export type OrderWireSource = Omit<OrderRecord, 'lines'> & {
  lines: ReadonlyArray<{ linha: unknown }>;
  /** The loyalty points the order earned (GET pedido); absent: none. */
  pontosShinguru?: number | null;
};

/** The money of a cancelled order paid in the app, on its way back or back: what the customer is told of it. */
function refundOf(
  status: OrderWire['status'],
  payment: OrderWireSource['payment'],
): OrderWire['formaPagamento']['estorno'] {
  if (payment.tipo !== 'cartao' && payment.tipo !== 'pix') return null;
  if (payment.status === 'estornado')
    return {
      status: 'estornado',
      valor: toMoney(payment.valorEstornado),
      estornado_em: payment.estornadoEm?.toISOString() ?? null,
    };
  const returning =
    payment.status === 'estorno_pendente' || (payment.status === 'aprovado' && status === 'Cancelado');
  return returning ? { status: 'em_processamento', valor: toMoney(payment.valor), estornado_em: null } : null;
}

/** §3 Order on the wire (GET pedido, and POST pedido once placed). */
export function toOrderWire(record: OrderWireSource): OrderWire {
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
    itens: record.lines.map((line) => line.linha as PricedBagLine),
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
      estorno: refundOf(order.status, payment),
    },
    motivo_cancelamento: order.motivoCancelamento,
    pontos_shinguru: record.pontosShinguru ?? null,
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

/** What the kitchen reads under a line: extras, choices and the observation. */
function lineDetails(line: PricedBagLine): string {
  const extras = line.adicionais.filter((a) => a.qtd > 0).map((a) => `${a.qtd}x ${a.opcional}`);
  const choices = [...line.obrigatorios, ...line.opcionais]
    .filter((c) => c.selecionado)
    .map((c) => c.opcional);
  const observation = line.observacao.trim() ? [`Obs.: ${line.observacao.trim()}`] : [];
  return [...choices, ...extras, ...observation].join(' · ');
}

/** What the store team needs to know of the money: paid, or on its way back to the customer. */
function boardPaymentNote(payment: Pick<OrderPaymentRow, 'status' | 'tipo'>): string {
  if (payment.tipo === 'gift_card') return '';
  if (payment.status === 'aprovado') return ' — pago';
  if (payment.status === 'estorno_pendente') return ' — estorno pendente';
  return payment.status === 'estornado' ? ' — estornado' : '';
}

/** An order as the store team's board shows it, with the moves the team may make now. */
export function toOperatorOrder(row: Awaited<ReturnType<typeof boardOrders>>[number]): OperatorOrderWire {
  const { order, payment } = row;
  const address = order.endereco;
  const street = [address.logradouro, address.numero, address.complemento].filter(Boolean).join(', ');
  return {
    id: order.id,
    status: order.status,
    criado_em: order.createdAt.toISOString(),
    cliente: row.cliente ?? 'Cliente',
    endereco: `${street} — ${address.bairro}${address.ponto_referencia ? ` (${address.ponto_referencia})` : ''}`,
    itens: row.lines.map(({ linha }) => {
      const line = linha as PricedBagLine;
      return { qtd: line.qtd, nome: line.nome, detalhes: lineDetails(line) };
    }),
    total: toMoney(order.total),
    pagamento: `${paymentLabel(payment)}${boardPaymentNote(payment)}`,
    troco_para: payment.trocoPara === null ? null : toMoney(payment.trocoPara),
    cpf_nota: order.cpfNota,
    proximos: nextStatuses(order.status, 'store'),
  };
}
