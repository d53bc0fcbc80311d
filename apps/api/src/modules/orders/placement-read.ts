import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneRow } from '../../db/json-rows.ts';
import * as t from '../../db/schema/orders.ts';
import type { KeyedRecord } from '../../http/idempotency.ts';
import { type AddressRow, customerAddressRow } from '../addresses/index.ts';
import { type BagSource, type BagStoreView, bagStoreViewOf } from '../bag/index.ts';
import { type StoreProducts, storeProductsRows } from '../menu/index.ts';
import { type StorePayments, storePaymentSettingsRow } from '../payments/index.ts';
import { activeStoreBrandQuery, activeStoreRows, type StoreWithHours } from '../stores/index.ts';

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

/** The statement's inputs, by name. */
const input = {
  customerId: sql.placeholder('customerId'),
  key: sql.placeholder('key'),
  addressId: sql.placeholder('addressId'),
  storeId: sql.placeholder('storeId'),
  cods: sql.placeholder('cods'),
};

/**
 * The placement's one statement, composed from the queries each module owns: the bag's store and fee bands, the
 * menu's opening hours, holidays and catalogue read, the payment settings, the address book's address — the same
 * queries those modules run for the bag, the opening check, `GET pagamentos` and the address book, so an order is
 * priced and checked from the database exactly as they would. Prepared once per database handle.
 */
function placementStatement(db: Db) {
  const store = activeStoreRows(db, input.storeId);
  const catalog = storeProductsRows(db, {
    brandId: activeStoreBrandQuery(db, input.storeId),
    storeId: input.storeId,
    cods: input.cods,
  });
  const existing = db
    .select({ requestHash: t.orders.requestHash, resposta: t.orders.resposta })
    .from(t.orders)
    .where(and(eq(t.orders.customerId, input.customerId), eq(t.orders.idempotencyKey, input.key)));
  return db
    .select({
      existing: oneRow(t.orders, existing),
      nextOrderId: sql<
        number | null
      >`case when not exists (${existing}) then nextval(pg_get_serial_sequence('orders', 'id')) end`.mapWith(
        Number,
      ),
      address: customerAddressRow(db, input.customerId, input.addressId),
      ...store,
      settings: storePaymentSettingsRow(db, input.storeId),
      ...catalog,
    })
    .from(sql`(select 1) as one`)
    .prepare('orders_placement_read');
}

const statements = new WeakMap<Db, ReturnType<typeof placementStatement>>();

/** The one read of a placement (see `placementStatement`). */
export async function readPlacement(
  db: Db,
  request: { customerId: number; key: string; addressId: number; storeId: number; cods: readonly number[] },
): Promise<PlacementRead> {
  let statement = statements.get(db);
  if (!statement) {
    statement = placementStatement(db);
    statements.set(db, statement);
  }
  const [read] = await statement.execute({
    customerId: request.customerId,
    key: request.key,
    addressId: request.addressId,
    storeId: request.storeId,
    // Codes are validated positive integers: the array's text form.
    cods: `{${[...new Set(request.cods)].join(',')}}`,
  });
  if (!read) throw new Error('the placement read answered no row');
  const { store, existing } = read;
  const catalog: StoreProducts = {
    products: read.products,
    overrides: read.overrides,
    groups: read.groups,
    options: read.options,
  };
  const bands: BagStoreView['faixasFrete'] = read.bands.map(({ ateKm, valor }) => ({ ateKm, valor }));
  return {
    existing: existing && { requestHash: existing.requestHash, resposta: existing.resposta ?? null },
    address: read.address,
    bag: { store: store && bagStoreViewOf(store, bands), catalog },
    hours: store && {
      store,
      hours: read.hours.map(({ dia, abre, fecha }) => ({ dia, abre, fecha })),
      holidays: read.holidays.map((holiday) => holiday.dia),
    },
    payments: store
      ? { storeId: store.id, metodoPagamento: store.metodoPagamento, settings: read.settings }
      : undefined,
    tempoEntrega: store?.tempoEntrega ?? 0,
    nextOrderId: read.nextOrderId,
  };
}
