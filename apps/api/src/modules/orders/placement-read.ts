import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { KeyedRecord } from '../../http/idempotency.ts';
import type { AddressRow } from '../addresses/index.ts';
import { type BagSource, type CartStore, cartStoreOf } from '../bag/index.ts';
import type { StoreProductRow, StoreProducts, StoreWithHours } from '../menu/index.ts';
import type { StorePayments } from '../payments/index.ts';
import { runStatement } from './statements.ts';

/**
 * Everything placing an order reads before it holds anything, as the database has it now, read in one query: the
 * customer's order with this Idempotency-Key, the delivery address, the active store with its fee bands, opening
 * hours, holidays and payment settings, the bag's products with the store's overrides and their option groups, and
 * the id the order will have.
 */
export interface PlacementRead {
  existing: KeyedRecord | null;
  address: AddressRow | null;
  /** The bag's store and products, as the bag prices them. */
  bag: BagSource;
  /** The store with its opening hours and holidays (null: no active store of that id). */
  hours: StoreWithHours | null;
  /** The store's payment method and settings, as `GET pagamentos` reads them (undefined: no active store). */
  payments: StorePayments | undefined;
  /** The store's delivery time in minutes, shown on the order. */
  tempoEntrega: number;
  /** Taken from the orders' sequence only when the key is new (an unused one leaves a gap, as a rollback does). */
  nextOrderId: number | null;
}

type Json = Record<string, unknown>;

const columnsOf = new Map<PgTable, Array<[string, PgColumn]>>();

/**
 * A row of `table` from its `to_jsonb` form (column names as in SQL): each value mapped as the driver's would be
 * (instants become Dates, jsonb stays parsed), so it is the row a select of the table answers.
 */
function rowOf<T extends PgTable>(table: T, json: Json): T['$inferSelect'] {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnsOf.set(table, columns);
  }
  const row: Json = {};
  for (const [key, column] of columns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const list = (value: unknown): Json[] => (parsed(value) as Json[] | null) ?? [];

/** $1 customer, $2 Idempotency-Key, $3 address, $4 store, $5 the bag's product codes. */
const PLACEMENT_READ = `
  with s as (select * from stores where id = $4 and ativo),
  existing as (select request_hash, resposta from orders where customer_id = $1 and idempotency_key = $2)
  select
    (select jsonb_build_object('requestHash', request_hash, 'resposta', resposta) from existing) as existing,
    case when not exists (select 1 from existing) then nextval(pg_get_serial_sequence('orders', 'id')) end
      as next_order_id,
    (select to_jsonb(a) from customer_addresses a where a.customer_id = $1 and a.id = $3) as address,
    (select to_jsonb(s) from s) as store,
    (select jsonb_agg(jsonb_build_object('ateKm', b.ate_km, 'valor', b.valor) order by b.ate_km)
      from store_fee_bands b where b.store_id = (select id from s)) as bands,
    (select jsonb_agg(jsonb_build_object('dia', h.dia, 'abre', h.abre, 'fecha', h.fecha))
      from store_hours h where h.store_id = (select id from s)) as hours,
    (select jsonb_agg(d.dia) from store_holidays d where d.store_id = (select id from s)) as holidays,
    (select to_jsonb(p) from store_payment_settings p where p.store_id = (select id from s)) as payment_settings,
    (select jsonb_agg(
        to_jsonb(p) || jsonb_build_object('_categoria', c.nome, '_categoria_ativa', c.ativo)
        order by p.ordem, p.cod)
      from products p join categories c on c.id = p.categoria_id
      where p.cod = any($5::int[]) and p.brand_id = (select brand_id from s) and p.ativo) as products,
    (select jsonb_agg(to_jsonb(o)) from product_stores o
      where o.product_cod = any($5::int[]) and o.store_id = (select id from s)) as overrides,
    (select jsonb_agg(to_jsonb(g) order by g.ordem, g.id) from option_groups g
      where g.product_cod = any($5::int[])) as groups,
    (select jsonb_agg(to_jsonb(o) order by o.ordem, o.cod) from options o
      join option_groups g on g.id = o.group_id where g.product_cod = any($5::int[])) as options
`;

/**
 * The one read of a placement. Each part is the query the bag (`cartRepository.findStore`, `loadStoreProducts`),
 * the opening check (`menuRepository.findStore`), `GET pagamentos` and the address book make, in the same order,
 * so the order is priced and checked from the database exactly as they would price and check it.
 */
export async function readPlacement(
  db: Db,
  input: { customerId: number; key: string; addressId: number; storeId: number; cods: readonly number[] },
): Promise<PlacementRead> {
  const cods = [...new Set(input.cods)];
  const { customerId, key, addressId, storeId } = input;
  const [raw] = await runStatement<Json>(db, 'orders_placement_read', PLACEMENT_READ, [
    customerId,
    key,
    addressId,
    storeId,
    // Codes are validated positive integers: the array's text form.
    `{${cods.join(',')}}`,
  ]);
  if (!raw) throw new Error('the placement read answered no row');

  const existing = parsed(raw.existing) as KeyedRecord | null;
  const storeJson = parsed(raw.store) as Json | null;
  const store = storeJson ? rowOf(t.stores, storeJson) : null;
  const settingsJson = parsed(raw.payment_settings) as Json | null;
  const cartStore: CartStore | null =
    store && cartStoreOf(store, list(raw.bands) as CartStore['faixasFrete']);
  const catalog: StoreProducts = {
    products: list(raw.products).map(
      (json): StoreProductRow => ({
        ...rowOf(t.products, json),
        categoria: json._categoria as string,
        categoriaAtiva: json._categoria_ativa as boolean,
      }),
    ),
    overrides: list(raw.overrides).map((json) => rowOf(t.productStores, json)),
    groups: list(raw.groups).map((json) => rowOf(t.optionGroups, json)),
    options: list(raw.options).map((json) => rowOf(t.options, json)),
  };
  const addressJson = parsed(raw.address) as Json | null;
  return {
    existing: existing && { requestHash: existing.requestHash, resposta: existing.resposta ?? null },
    address: addressJson ? rowOf(t.customerAddresses, addressJson) : null,
    bag: { store: cartStore, catalog },
    hours: store && {
      store,
      hours: list(raw.hours) as StoreWithHours['hours'],
      holidays: list(raw.holidays) as unknown as string[],
    },
    payments: store
      ? {
          storeId: store.id,
          metodoPagamento: store.metodoPagamento,
          settings: settingsJson ? rowOf(t.storePaymentSettings, settingsJson) : null,
        }
      : undefined,
    tempoEntrega: store?.tempoEntrega ?? 0,
    nextOrderId: raw.next_order_id === null ? null : Number(raw.next_order_id),
  };
}
