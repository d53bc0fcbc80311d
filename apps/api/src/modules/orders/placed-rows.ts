import { randomBytes } from 'node:crypto';
import type { PlaceOrderBody } from '@comanda/contract';
import { type BagTotals, maskCpf } from '@comanda/domain';
import type { AddressRow } from '../addresses/index.ts';
import type { BagService } from '../bag/index.ts';
import type { PaymentRow } from '../payments/index.ts';
import { addressSnapshot, type PaymentChoice } from './checks.ts';
import type { OrderRow, PlacedOrder } from './repository.ts';
import { firstStatus } from './status.ts';
import { ORDER_MESSAGES } from './texts.ts';
import { toOrderWire } from './wire.ts';

/** What the order is made of once checked and, with gift cards, held. */
export interface PlacedInput {
  id: number;
  now: Date;
  customerId: number;
  key: string;
  hash: string;
  body: PlaceOrderBody;
  quote: Awaited<ReturnType<BagService['quote']>>;
  address: AddressRow;
  /** The totals with the gift-card balances as held. */
  totals: BagTotals;
  /** What each gift card pays, in the order given (none of zero). */
  debits: ReadonlyArray<{ card: { id: number; numero: string }; valor: number }>;
  payment: PaymentChoice;
  tempoEntrega: number;
}

/**
 * The rows of a new order as the database will hold them: the order, its payment (nothing from a provider yet),
 * its lines, its first status and the customer's notification. When nothing is left to start after the commit
 * (paid on delivery, or by gift cards), the order carries its first answer — the order as GET pedido will read it —
 * so it is stored in the same statement.
 */
export function placedRows(input: PlacedInput): PlacedOrder {
  const { id, now, quote, totals, debits, body } = input;
  const waitsForPayment = input.payment.tipo === 'cartao' || input.payment.tipo === 'pix';
  const status = waitsForPayment ? 'Aguardando pagamento' : 'Pendente';
  const order: OrderRow = {
    id,
    customerId: input.customerId,
    brandId: quote.store.brandId,
    storeId: quote.store.id,
    canal: body.canal,
    status,
    idempotencyKey: input.key,
    requestHash: input.hash,
    valorItens: totals.valor_itens.valor,
    frete: totals.frete.valor,
    desconto: totals.desconto.valor,
    valorGiftCards: debits.reduce((sum, debit) => sum + debit.valor, 0),
    total: totals.total.valor,
    couponId: quote.discount?.cupomId ?? null,
    cupom: quote.data.cupom?.cupom ?? null,
    endereco: addressSnapshot(input.address),
    cpfNota: body.cpf_nota ? maskCpf(body.cpf_nota) : null,
    motivoCancelamento: null,
    resposta: null,
    createdAt: now,
    updatedAt: now,
  };
  const payment: PaymentRow = {
    ...input.payment,
    payableKind: 'pedido',
    payableId: id,
    customerId: input.customerId,
    chave: waitsForPayment ? `pedido-${id}-${randomBytes(6).toString('hex')}` : null,
    chargeId: null,
    pixTxid: null,
    pixBrCode: null,
    pixExpiraEm: null,
    motivo: null,
    motivoCodigo: null,
    valorEstornado: 0,
    estornoTentativas: 0,
    estornadoEm: null,
    // The clock reconciliation compares with (the database's own now() may differ from it).
    updatedAt: now,
  };
  const lines = quote.data.itens.map((line, posicao) => ({
    posicao,
    produtoCod: line.cod,
    nome: line.nome,
    qtd: line.qtd,
    precoUnitario: line.preco.unitario.valor,
    precoTotal: line.preco.total.valor,
    descontoTotal: line.desconto.total.valor,
    linha: line,
  }));
  if (!waitsForPayment) {
    const data = toOrderWire({
      order,
      payment,
      lines,
      history: [{ status, at: now }],
      giftCards: debits.map((debit) => ({ numero: debit.card.numero, valor: debit.valor })),
      store: { id: quote.store.id, nome: quote.store.nome, tempoEntrega: input.tempoEntrega },
    });
    order.resposta = { statusCode: 201, body: { status: 'success', message: ORDER_MESSAGES.placed, data } };
  }
  return { order, payment, lines, ...firstStatus(id, status, now) };
}
