import type { OrderActor, OrderStatus } from '@comanda/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { everyColumn, input } from '../../db/insert-select.ts';
import * as t from '../../db/schema/orders.ts';
import { notificationInsertFrom } from '../notifications/index.ts';
import { type PaymentRow, paymentInputs, paymentInsertFrom } from '../payments/index.ts';

export type OrderRow = typeof t.orders.$inferSelect;
export type NewOrderLine = Omit<typeof t.orderLines.$inferInsert, 'orderId'>;

/** What `insertPlaced` writes: the rows of a new order as they will read back. */
export interface PlacedOrder {
  order: OrderRow;
  payment: PaymentRow;
  lines: readonly NewOrderLine[];
  history: { status: OrderStatus; actor: OrderActor; at: Date };
  notification: { titulo: string; mensagem: string };
}

const p = sql.placeholder;

/** The new order's lines, one JSON array of them: `l` in the statement. */
const LINES = sql`jsonb_to_recordset(${p('lines')}::jsonb) as l(posicao int, produto_cod int, nome text, qtd int,
  preco_unitario int, preco_total int, desconto_total int, linha jsonb)`;
const line = (name: string): SQL => sql`l.${sql.identifier(name)}`;

/**
 * A new order's rows in one statement, built from the tables' own definitions: the order (nothing when the customer
 * already used the key), its first status history entry, the customer's notification, its lines and its payment.
 * Answers the history entry's id. Prepared once per database handle.
 */
function insertPlacedStatement(db: Db) {
  const o = db.$with('o').as(
    db
      .insert(t.orders)
      .values({
        id: p('id'),
        customerId: p('customerId'),
        brandId: p('brandId'),
        storeId: p('storeId'),
        canal: p('canal'),
        status: p('status'),
        idempotencyKey: p('idempotencyKey'),
        requestHash: p('requestHash'),
        valorItens: p('valorItens'),
        frete: p('frete'),
        desconto: p('desconto'),
        valorGiftCards: p('valorGiftCards'),
        total: p('total'),
        couponId: p('couponId'),
        cupom: p('cupom'),
        endereco: p('endereco'),
        cpfNota: p('cpfNota'),
        resposta: p('resposta'),
        createdAt: p('createdAt'),
        updatedAt: p('updatedAt'),
      })
      .onConflictDoNothing({ target: [t.orders.customerId, t.orders.idempotencyKey] })
      .returning({ id: t.orders.id, customerId: t.orders.customerId }),
  );
  const at = input(t.orderStatusHistory.at, p('at'));
  const h = db.$with('h').as(
    db
      .insert(t.orderStatusHistory)
      .select(
        db
          .select(
            everyColumn(t.orderStatusHistory, {
              orderId: o.id,
              status: input(t.orderStatusHistory.status, p('historyStatus')),
              actor: input(t.orderStatusHistory.actor, p('actor')),
              at,
            }),
          )
          .from(o),
      )
      .returning({ id: t.orderStatusHistory.id }),
  );
  const n = db.$with('n').as(notificationInsertFrom(db, o, { customerId: o.customerId, createdAt: at }));
  const l = db.$with('l').as(
    db.insert(t.orderLines).select(
      db
        .select(
          everyColumn(t.orderLines, {
            orderId: o.id,
            posicao: line('posicao'),
            produtoCod: line('produto_cod'),
            nome: line('nome'),
            qtd: line('qtd'),
            precoUnitario: line('preco_unitario'),
            precoTotal: line('preco_total'),
            descontoTotal: line('desconto_total'),
            linha: line('linha'),
          }),
        )
        .from(o)
        .crossJoin(LINES),
    ),
  );
  const pm = db
    .$with('pm')
    .as(paymentInsertFrom(db, o, { kind: 'pedido', id: o.id, customerId: o.customerId }));
  return db.with(o, h, n, l, pm).select({ seq: h.id }).from(h).prepare('orders_insert_placed');
}

const statements = new WeakMap<Db, ReturnType<typeof insertPlacedStatement>>();

/**
 * Writes a new order in one statement (atomic on its own, or part of the caller's transaction). Answers the
 * history entry's id (the event sequence), or null when the customer already used the key (nothing written).
 */
export async function insertPlaced(db: Db, placed: PlacedOrder): Promise<number | null> {
  let statement = statements.get(db);
  if (!statement) {
    statement = insertPlacedStatement(db);
    statements.set(db, statement);
  }
  const { order, payment, history, notification } = placed;
  const lines = placed.lines.map((row) => ({
    posicao: row.posicao,
    produto_cod: row.produtoCod,
    nome: row.nome,
    qtd: row.qtd,
    preco_unitario: row.precoUnitario,
    preco_total: row.precoTotal,
    desconto_total: row.descontoTotal,
    linha: row.linha,
  }));
  const [row] = await statement.execute({
    ...order,
    historyStatus: history.status,
    actor: history.actor,
    at: history.at.toISOString(),
    'notification.titulo': notification.titulo,
    'notification.mensagem': notification.mensagem,
    lines: JSON.stringify(lines),
    ...paymentInputs(payment),
  });
  return row ? Number(row.seq) : null;
}
