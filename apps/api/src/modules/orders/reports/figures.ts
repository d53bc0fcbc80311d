import type { ReportFigures, ReportQuery, SalesReport } from '@comanda/contract';
import { and, desc, eq, gte, inArray, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/orders.ts';
import { paymentsOfKind } from '../../payments/index.ts';

type StoreRef = { id: number; nome: string };

/** An order counts as a sale once placed and paid or payable: not cancelled, not a Pix still waiting. */
const counted = notInArray(t.orders.status, ['Cancelado', 'Aguardando pagamento']);
/** What an order was sold for: what was left to pay plus what gift cards paid. */
const sold = sql`${t.orders.total} + ${t.orders.valorGiftCards}`;
/** The Brasília day an order was placed on. */
const brasiliaDay = sql<string>`((${t.orders.createdAt} at time zone 'America/Sao_Paulo')::date)::text`;

/** Orders of the stores placed from the start of `de` to the end of `ate`, in Brasília (an index range). */
function inPeriod(query: ReportQuery, storeIds: number[]): SQL {
  return and(
    inArray(t.orders.storeId, storeIds.length ? storeIds : [-1]),
    gte(t.orders.createdAt, sql`(${query.de}::date)::timestamp at time zone 'America/Sao_Paulo'`),
    lt(t.orders.createdAt, sql`(${query.ate}::date + 1)::timestamp at time zone 'America/Sao_Paulo'`),
  )!;
}

const int = (value: unknown) => Number(value ?? 0);

/** Adds up figures (sums of integers: exact), then the average ticket rounded to the centavo. */
function total(rows: Array<Omit<ReportFigures, 'ticketMedio'>>): ReportFigures {
  const sum = rows.reduce(
    (acc, row) => ({
      pedidos: acc.pedidos + row.pedidos,
      receita: acc.receita + row.receita,
      cancelados: acc.cancelados + row.cancelados,
    }),
    { pedidos: 0, receita: 0, cancelados: 0 },
  );
  return { ...sum, ticketMedio: sum.pedidos ? Math.round(sum.receita / sum.pedidos) : 0 };
}

/** Every day from `de` to `ate` (yyyy-mm-dd), in order. */
export function daysOf(de: string, ate: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(de); at <= Date.parse(ate); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The figures of each store on each day that had orders, as the database adds them up. */
async function dayStoreRows(db: Db, where: SQL) {
  const rows = await db
    .select({
      dia: brasiliaDay,
      lojaId: t.orders.storeId,
      pedidos: sql<number>`count(*) filter (where ${counted})`,
      receita: sql<string>`coalesce(sum(${sold}) filter (where ${counted}), 0)::bigint`,
      cancelados: sql<number>`count(*) filter (where ${t.orders.status} = 'Cancelado')`,
    })
    .from(t.orders)
    .where(where)
    .groupBy(brasiliaDay, t.orders.storeId);
  return rows.map((row) => ({
    dia: row.dia,
    lojaId: row.lojaId,
    pedidos: int(row.pedidos),
    receita: int(row.receita),
    cancelados: int(row.cancelados),
  }));
}

export type DayStoreRow = Awaited<ReturnType<typeof dayStoreRows>>[number];

/** The figures of each store on each day of the period that had orders (what the CSV lists). */
export const salesByDayAndStore = (db: Db, query: ReportQuery, lojas: StoreRef[]) =>
  dayStoreRows(
    db,
    inPeriod(
      query,
      lojas.map((l) => l.id),
    ),
  );

/**
 * The sales report of a period for some stores (docs/backoffice.md, "Reports"): computed by the database from the
 * orders as placed (their stored totals and lines), in centavos, by Brasília day.
 */
export async function salesReport(db: Db, query: ReportQuery, lojas: StoreRef[]): Promise<SalesReport> {
  const where = inPeriod(
    query,
    lojas.map((l) => l.id),
  );
  const payment = paymentsOfKind(db, 'pedido');
  const [linhas, cancelamentos, pagamentos, produtos] = await Promise.all([
    dayStoreRows(db, where),
    db
      .select({
        motivo: sql<string>`coalesce(nullif(trim(${t.orders.motivoCancelamento}), ''), 'Sem motivo informado')`,
        pedidos: sql<number>`count(*)`,
      })
      .from(t.orders)
      .where(and(where, eq(t.orders.status, 'Cancelado')))
      .groupBy(sql`1`)
      .orderBy(desc(sql`2`), sql`1`),
    db
      .select({
        tipo: payment.tipo,
        pedidos: sql<number>`count(*)`,
        valor: sql<string>`sum(${sold})::bigint`,
      })
      .from(t.orders)
      .innerJoin(payment, eq(payment.payableId, t.orders.id))
      .where(and(where, counted))
      .groupBy(payment.tipo)
      .orderBy(desc(sql`3`), payment.tipo),
    db
      .select({
        cod: t.orderLines.produtoCod,
        nome: sql<string>`(array_agg(${t.orderLines.nome} order by ${t.orderLines.orderId} desc))[1]`,
        quantidade: sql<string>`sum(${t.orderLines.qtd})::bigint`,
        valor: sql<string>`sum(${t.orderLines.precoTotal} - ${t.orderLines.descontoTotal})::bigint`,
      })
      .from(t.orderLines)
      .innerJoin(t.orders, eq(t.orders.id, t.orderLines.orderId))
      .where(and(where, counted))
      .groupBy(t.orderLines.produtoCod)
      .orderBy(desc(sql`3`), desc(sql`4`), t.orderLines.produtoCod)
      .limit(10),
  ]);
  return {
    de: query.de,
    ate: query.ate,
    lojas,
    resumo: total(linhas),
    dias: daysOf(query.de, query.ate).map((dia) => ({ dia, ...total(linhas.filter((l) => l.dia === dia)) })),
    porLoja: lojas.map((loja) => ({ loja, ...total(linhas.filter((l) => l.lojaId === loja.id)) })),
    cancelamentos: cancelamentos.map((c) => ({ motivo: c.motivo, pedidos: int(c.pedidos) })),
    pagamentos: pagamentos.map((p) => ({ tipo: p.tipo, pedidos: int(p.pedidos), valor: int(p.valor) })),
    produtos: produtos.map((p) => ({ ...p, quantidade: int(p.quantidade), valor: int(p.valor) })),
  };
}
