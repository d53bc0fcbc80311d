import { CANCEL_REASON_MAX, CARD_BRANDS, ORDER_STATUSES, PAYMENT_STATUSES } from '@comanda/domain';
import { z } from 'zod';
import { optionalCpfField } from '../account/fields.ts';
import { postalAddress } from '../addresses/addresses.ts';
import { bagPriceBody, pricedBag, pricedBagLine } from '../bag/bag.ts';
import { errorEnvelope, money, queryId } from '../http/envelope.ts';

const id = (label: string) =>
  z
    .number({ error: `O campo ${label} deve ser um número.` })
    .int({ error: `O campo ${label} deve ser um número inteiro.` })
    .positive({ error: `O campo ${label} deve ser positivo.` })
    .max(2_147_483_647, { error: `O campo ${label} é grande demais.` });

/** The `Idempotency-Key` header of money-moving requests: 8–64 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Where an order comes from (§2 canal-compra): the app, or a link sent through WhatsApp. */
export const orderChannel = z.enum(['app', 'whatsapp']);
export type OrderChannel = z.infer<typeof orderChannel>;

/**
 * How the customer pays (§3 Payment method choice, as the server needs it):
 * - `cartao`: a saved card, charged in the app ('PAGUE PELO APP');
 * - `pix`: a Pix charge with expiry ('PAGUE VIA PIX');
 * - `dinheiro`: cash on delivery, optionally with the note the courier brings change for (`troco_para`, centavos);
 * - `cartao_entrega`: a card on delivery, by `forma` and brand ('PAGUE NA ENTREGA').
 */
export const orderPaymentInput = z.discriminatedUnion(
  'tipo',
  [
    z.object({ tipo: z.literal('cartao'), cartao_id: id('cartao_id') }),
    z.object({ tipo: z.literal('pix') }),
    z.object({
      tipo: z.literal('dinheiro'),
      troco_para: z
        .number({ error: 'O troco deve ser um valor em centavos.' })
        .int({ error: 'O troco deve ser um valor em centavos.' })
        .min(0, { error: 'O troco deve ser um valor em centavos.' })
        .max(100_000_000, { error: 'O troco é grande demais.' })
        .nullish(),
    }),
    z.object({
      tipo: z.literal('cartao_entrega'),
      forma: z.enum(['CREDIT', 'DEBIT', 'MEAL_VOUCHER']),
      bandeira: z.enum(CARD_BRANDS, { error: 'Bandeira de cartão não aceita.' }),
    }),
  ],
  { error: 'Escolha uma forma de pagamento.' },
);
export type OrderPaymentInput = z.infer<typeof orderPaymentInput>;

/**
 * POST /api/pedido body, sent with an `Idempotency-Key` header. The bag exactly as POST /api/carrinho/calcular takes
 * it (its `lat`/`lng` are ignored: the delivery address decides the fee), the customer's saved delivery address,
 * the payment, an optional CPF for the invoice and the total the customer saw. The server prices everything again;
 * when its total differs from `total`, nothing is placed and the answer carries the new totals.
 */
export const placeOrderBody = bagPriceBody.omit({ lat: true, lng: true, total: true }).extend({
  endereco_id: id('endereco_id'),
  pagamento: orderPaymentInput,
  cpf_nota: optionalCpfField.nullish(),
  total: z.object({ valor: z.number().int() }, { error: 'Informe o total que você viu.' }),
  canal: orderChannel.default('app'),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/** GET /api/pedido query (§7). */
export const orderQuery = z.object({ pedidoId: queryId('pedidoId') });
export type OrderQuery = z.infer<typeof orderQuery>;

export const orderStatus = z.enum(ORDER_STATUSES);

/** A payment's state (packages/domain `PAYMENT_STATUSES`). */
export const paymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatusWire = z.infer<typeof paymentStatus>;

/** The payment as the order shows it. `troco_para` only for cash; `final` and `cartao_id` only for a saved card. */
export const orderPayment = z.object({
  tipo: z.enum(['cartao', 'pix', 'dinheiro', 'cartao_entrega', 'gift_card']),
  /** What the customer reads: 'Cartão de crédito Visa **** 0010', 'Pix', 'Dinheiro' … */
  label: z.string(),
  forma: z.enum(['CREDIT', 'DEBIT', 'MEAL_VOUCHER', 'CASH', 'PIX']).nullable(),
  bandeira: z.string().nullable(),
  final: z.string().nullable(),
  cartao_id: z.number().int().nullable(),
  troco_para: money.nullable(),
  valor: money,
  status: paymentStatus,
  /** Why the provider refused, in pt-BR. */
  motivo: z.string().nullable(),
  /**
   * The money of a cancelled order on its way back (card or Pix paid in the app): `em_processamento` until the
   * provider confirms, then `estornado` with the instant it did. Null when nothing goes back.
   */
  estorno: z
    .object({
      status: z.enum(['em_processamento', 'estornado']),
      valor: money,
      estornado_em: z.string().nullable(),
    })
    .nullable(),
});

/** A Pix charge to pay: the BR Code (copia e cola, also the QR code's content) and its expiry. */
export const orderPix = z.object({
  copia_e_cola: z.string(),
  expira_em: z.string(),
  valor: money,
});

/** §3 Order as GET /api/pedido answers it (and POST /api/pedido once placed). Money as `{ valor, texto }`. */
export const order = z.object({
  id: z.number().int(),
  status: orderStatus,
  historicoStatus: z.array(z.object({ status: orderStatus, data: z.string() })),
  canal: orderChannel,
  criado_em: z.string(),
  loja: z.object({ id: z.number().int(), nome: z.string(), tempoEntrega: z.number().int() }),
  endereco: postalAddress,
  itens: z.array(pricedBagLine),
  subtotal: money,
  frete: money,
  desconto: money,
  /** What the gift cards paid, in order (§9). */
  gift_card: z.array(z.object({ numero_cartao_mascarado: z.string(), valor_debitado: money })),
  /** What is left to pay after the gift cards. */
  total: money,
  cupom: z.string().nullable(),
  cpf_nota: z.string().nullable(),
  formaPagamento: orderPayment,
  pix: orderPix.nullable(),
  /** Why the store cancelled the order, when it said. */
  motivo_cancelamento: z.string().nullable(),
  /** Shinguru points the order earned once 'Concluído' (net of a reversal); null when it earned none. */
  pontos_shinguru: z.number().int().nullable(),
});
export type OrderWire = z.infer<typeof order>;

/**
 * A refused POST /api/pedido. `data` is the re-priced bag for `order_total_changed` (show its total and ask
 * again), the cancelled order's id for a refused card (`pedidoId`), or a gift card's `error_code`.
 */
export const orderErrorEnvelope = errorEnvelope.extend({
  data: z
    .union([
      pricedBag,
      z.object({ pedidoId: z.number().int(), status: orderStatus }),
      z.object({ error_code: z.string() }),
    ])
    .optional(),
});
export type OrderErrorEnvelope = z.infer<typeof orderErrorEnvelope>;

/** One order in the customer's history (tabs/historico), newest first. */
export const orderSummary = z.object({
  id: z.number().int(),
  status: orderStatus,
  criado_em: z.string(),
  total: money,
  loja: z.object({ id: z.number().int(), nome: z.string() }),
  /** '2x Niguiri de salmão, 1x Temaki …' */
  resumo: z.string(),
  qtd: z.number().int(),
});
export type OrderSummaryWire = z.infer<typeof orderSummary>;

/**
 * A status change as the live streams send it (`event: status`, `id` = `seq`). The order stream first sends the
 * whole order (`event: pedido`, `id` = the last change's `seq`).
 */
export const orderStatusEvent = z.object({
  pedidoId: z.number().int(),
  lojaId: z.number().int(),
  status: orderStatus,
  data: z.string(),
  seq: z.number().int(),
});
export type OrderStatusEventWire = z.infer<typeof orderStatusEvent>;

/** An order on the store team's board (/operador): what to prepare and deliver, and the moves allowed now. */
export const operatorOrder = z.object({
  id: z.number().int(),
  status: orderStatus,
  criado_em: z.string(),
  cliente: z.string(),
  endereco: z.string(),
  itens: z.array(z.object({ qtd: z.number().int(), nome: z.string(), detalhes: z.string() })),
  total: money,
  pagamento: z.string(),
  troco_para: money.nullable(),
  cpf_nota: z.string().nullable(),
  /** The statuses the team may move the order to now (packages/domain transition table, actor 'store'). */
  proximos: z.array(orderStatus),
});
export type OperatorOrderWire = z.infer<typeof operatorOrder>;

/** POST /api/operador/pedido/status body: move one of the store's orders. */
export const operatorStatusBody = z
  .object({
    pedidoId: id('pedidoId'),
    status: orderStatus,
    motivo: z
      .string({ error: 'O motivo deve ser um texto.' })
      .trim()
      .max(CANCEL_REASON_MAX, { error: `O motivo deve ter no máximo ${CANCEL_REASON_MAX} caracteres.` })
      .optional(),
  })
  .refine((body) => !body.motivo || body.status === 'Cancelado', {
    error: 'O motivo só acompanha um cancelamento.',
    path: ['motivo'],
  });
