import type { StoreAdmin, StoreDeliveryBody, StoreDetailsBody } from '@comanda/contract';
import { storeStatus } from '@comanda/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/stores.ts';
import { HttpError } from '../../../http/errors.ts';
import { STORE_NOT_FOUND } from '../queries.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who made a change (a staff member), for the audit log. */
export type AuditActor = { id: number } | null;

/**
 * The staff module's `audit` (handed over by the app: staff reads store names from this module, so this module
 * cannot import staff back).
 */
export type Audit = (
  tx: Db,
  actor: AuditActor,
  action: string,
  entity: string,
  entityId: string | number,
  before: unknown,
  after: unknown,
) => Promise<void>;

/** A store's settings as the back office edits them, with whether it is open at `now`. */
async function readSettings(db: Db | Tx, storeId: number, now: Date, lock = false): Promise<StoreAdmin> {
  const query = db.select().from(t.stores).where(eq(t.stores.id, storeId));
  const [store] = lock ? await query.for('update') : await query;
  if (!store) throw new HttpError(404, 'store_not_found', STORE_NOT_FOUND);
  const [horarios, holidays, bands] = await Promise.all([
    db
      .select({ dia: t.storeHours.dia, abre: t.storeHours.abre, fecha: t.storeHours.fecha })
      .from(t.storeHours)
      .where(eq(t.storeHours.storeId, storeId))
      .orderBy(asc(t.storeHours.dia), asc(t.storeHours.abre)),
    db
      .select({ dia: t.storeHolidays.dia })
      .from(t.storeHolidays)
      .where(eq(t.storeHolidays.storeId, storeId))
      .orderBy(asc(t.storeHolidays.dia)),
    db
      .select({ ateKm: t.storeFeeBands.ateKm, valor: t.storeFeeBands.valor })
      .from(t.storeFeeBands)
      .where(eq(t.storeFeeBands.storeId, storeId))
      .orderBy(asc(t.storeFeeBands.ateKm)),
  ]);
  const feriados = holidays.map((h) => h.dia);
  return {
    id: store.id,
    nome: store.nome,
    telefone: store.telefone,
    endereco: {
      logradouro: store.logradouro,
      numero: store.numero,
      ...(store.complemento ? { complemento: store.complemento } : {}),
      bairro: store.bairro,
      cidade: store.cidade,
      estado: store.estado,
      cep: store.cep,
    },
    lat: store.lat,
    lng: store.lng,
    raioEntregaKm: store.raioEntregaKm,
    faixasFrete: bands,
    habilitadoShinguru: store.habilitadoShinguru,
    tempoEntrega: store.tempoEntrega,
    ativo: store.ativo,
    statusLoja: storeStatus({ horarios, feriados }, now),
    horarios,
    feriados,
  };
}

export const storeSettings = (db: Db, storeId: number, now: Date) => readSettings(db, storeId, now);

/**
 * Changes a store's settings in one transaction with its audit entry, under the store row's lock (two saves of
 * one store run one after the other; each entry's "before" is what the other left).
 */
export async function changeStore(
  db: Db,
  audit: Audit,
  actor: AuditActor,
  storeId: number,
  now: Date,
  action: string,
  change: (tx: Tx) => Promise<unknown>,
): Promise<StoreAdmin> {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx, storeId, now, true);
    await change(tx);
    const after = await readSettings(tx, storeId, now);
    await audit(tx, actor, action, 'loja', storeId, before, after);
    return after;
  });
}

/** The week's opening windows, replaced. */
export const replaceHours =
  (storeId: number, horarios: Array<{ dia: number; abre: string; fecha: string }>) => async (tx: Tx) => {
    await tx.delete(t.storeHours).where(eq(t.storeHours.storeId, storeId));
    if (horarios.length) await tx.insert(t.storeHours).values(horarios.map((h) => ({ storeId, ...h })));
  };

/** The holidays, replaced (duplicates once). */
export const replaceHolidays = (storeId: number, feriados: string[]) => async (tx: Tx) => {
  await tx.delete(t.storeHolidays).where(eq(t.storeHolidays.storeId, storeId));
  const days = [...new Set(feriados)];
  if (days.length) await tx.insert(t.storeHolidays).values(days.map((dia) => ({ storeId, dia })));
};

/** The delivery time customers are told. */
export const setDeliveryTime = (storeId: number, tempoEntrega: number) => async (tx: Tx) => {
  await tx.update(t.stores).set({ tempoEntrega }).where(eq(t.stores.id, storeId));
};

/** The store's name, phone, address, point on the map and whether it takes part in Shinguru. */
export const setDetails =
  (storeId: number, { endereco, ...details }: StoreDetailsBody) =>
  async (tx: Tx) => {
    await tx
      .update(t.stores)
      .set({ ...details, ...endereco, complemento: endereco.complemento || null })
      .where(eq(t.stores.id, storeId));
  };

/** The delivery radius and its fee bands, replaced. */
export const setDeliveryArea = (storeId: number, area: StoreDeliveryBody) => async (tx: Tx) => {
  await tx.update(t.stores).set({ raioEntregaKm: area.raioEntregaKm }).where(eq(t.stores.id, storeId));
  await tx.delete(t.storeFeeBands).where(eq(t.storeFeeBands.storeId, storeId));
  await tx.insert(t.storeFeeBands).values(area.faixasFrete.map((band) => ({ storeId, ...band })));
};
