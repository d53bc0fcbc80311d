import type { StaffMember, StaffRole } from '@comanda/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffMembers, staffStores } from '../../db/schema/staff.ts';
import { HttpError } from '../../http/errors.ts';
import { STORE_NOT_FOUND, storeNamesQuery } from '../stores/index.ts';

export type StaffRow = typeof staffMembers.$inferSelect;
export interface StoreRef {
  id: number;
  nome: string;
}

/** The staff account with this e-mail (any case), active or not. */
export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.email, email.trim().toLowerCase()));
  return row;
}

export async function staffById(db: Db, id: number, lock = false): Promise<StaffRow | undefined> {
  const query = db.select().from(staffMembers).where(eq(staffMembers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The stores a staff member acts for, by name: every store for an admin, their own for the others. */
export async function storesOf(db: Db, staff: Pick<StaffRow, 'id' | 'papel'>): Promise<StoreRef[]> {
  const store = storeNamesQuery(db);
  if (staff.papel === 'admin')
    return db.select({ id: store.id, nome: store.nome }).from(store).orderBy(asc(store.id));
  return db
    .select({ id: store.id, nome: store.nome })
    .from(staffStores)
    .innerJoin(store, eq(store.id, staffStores.storeId))
    .where(eq(staffStores.staffId, staff.id))
    .orderBy(asc(store.id));
}

async function scopeIds(db: Db, staffId: number): Promise<number[]> {
  const rows = await db
    .select({ id: staffStores.storeId })
    .from(staffStores)
    .where(eq(staffStores.staffId, staffId))
    .orderBy(asc(staffStores.storeId));
  return rows.map((r) => r.id);
}

/** Refuses with 404 a list naming a store that does not exist. */
export async function assertStoresExist(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const store = storeNamesQuery(db);
  const found = await db.select({ id: store.id }).from(store).where(inArray(store.id, ids));
  if (found.length !== ids.length) throw new HttpError(404, 'store_not_found', STORE_NOT_FOUND);
}

/** Replaces a staff member's stores (admins keep none: they act for every store). */
export async function setScope(db: Db, staffId: number, role: StaffRole, storeIds: number[]): Promise<void> {
  await db.delete(staffStores).where(eq(staffStores.staffId, staffId));
  if (role !== 'admin' && storeIds.length > 0)
    await db.insert(staffStores).values(storeIds.map((storeId) => ({ staffId, storeId })));
}

/** The account as admins see it and as the audit log records it: never the password hash or the TOTP secret. */
export async function memberView(db: Db, row: StaffRow): Promise<StaffMember> {
  return {
    id: row.id,
    nome: row.nome,
    email: row.email,
    papel: row.papel,
    lojas: row.papel === 'admin' ? [] : await scopeIds(db, row.id),
    ativo: row.active,
    totpAtivo: row.totpEnabled,
    criadoEm: row.createdAt.toISOString(),
  };
}

/** Every staff account, by name. */
export async function listMembers(db: Db): Promise<StaffMember[]> {
  const rows = await db.select().from(staffMembers).orderBy(asc(staffMembers.nome), asc(staffMembers.id));
  return Promise.all(rows.map((row) => memberView(db, row)));
}
