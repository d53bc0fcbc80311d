import { randomBytes } from 'node:crypto';
import type { StaffMember, StaffRole } from '@comanda/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import { hashPassword } from '../auth/index.ts';
import { assertStoresExist, memberView, setScope, staffByEmail, staffById } from './accounts.ts';
import { type AuditActor, audit } from './audit.ts';
import { revokeAllSessions } from './sessions.ts';
import { STAFF_MESSAGES } from './texts.ts';

/** A first password for a new account: 20 characters of base64url (120 bits), shown once. */
export const generatePassword = () => randomBytes(15).toString('base64url');

export interface NewStaff {
  email: string;
  nome: string;
  papel: StaffRole;
  lojas: number[];
}

export interface StaffChanges {
  nome?: string | undefined;
  papel?: StaffRole | undefined;
  lojas?: number[] | undefined;
  ativo?: boolean | undefined;
}

/** Creates a staff account with a generated password (audited as `staff.create`); answers both, the password once. */
export async function createStaff(
  db: Db,
  actor: AuditActor,
  input: NewStaff,
): Promise<{ membro: StaffMember; senha: string }> {
  const email = input.email.trim().toLowerCase();
  const senha = generatePassword();
  const senhaHash = await hashPassword(senha);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await assertStoresExist(tx, input.lojas);
    const [row] = await tx
      .insert(staffMembers)
      .values({ email, nome: input.nome.trim(), papel: input.papel, senhaHash })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, 'staff_email_taken', STAFF_MESSAGES.emailTaken);
    await setScope(tx, row.id, row.papel, input.lojas);
    const membro = await memberView(tx, row);
    await audit(tx, actor, 'staff.create', 'staff', row.id, null, membro);
    return { membro, senha };
  });
}

/** Whether another active admin than `staffId` exists. */
async function anotherActiveAdmin(tx: Db, staffId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.papel, 'admin'), eq(staffMembers.active, true), ne(staffMembers.id, staffId)));
  return rows.length > 0;
}

/**
 * Changes an account's name, role, stores or active flag (audited as `staff.update` with before and after).
 * Deactivating ends every session of the account at once; the last active admin cannot be demoted or deactivated.
 */
export async function updateStaff(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  id: number,
  changes: StaffChanges,
): Promise<StaffMember> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // one account change at a time across processes: two admins demoting each other cannot both pass
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('comanda/staff-accounts'))`);
    const row = await staffById(tx, id, true);
    if (!row) throw new HttpError(404, 'staff_not_found', STAFF_MESSAGES.notFound);
    const before = await memberView(tx, row);
    const papel = changes.papel ?? row.papel;
    const ativo = changes.ativo ?? row.active;
    const losesAdmin = row.papel === 'admin' && row.active && (papel !== 'admin' || !ativo);
    if (losesAdmin && !(await anotherActiveAdmin(tx, id)))
      throw new HttpError(409, 'staff_last_admin', STAFF_MESSAGES.lastAdmin);
    const lojas = papel === 'admin' ? [] : (changes.lojas ?? before.lojas);
    if (papel !== 'admin' && lojas.length === 0)
      throw new HttpError(400, 'validation_failed', 'Escolha ao menos uma loja para gerentes e operadores.', {
        errors: [{ campo: 'lojas', mensagem: 'Escolha ao menos uma loja para gerentes e operadores.' }],
      });
    await assertStoresExist(tx, lojas);
    const now = clock();
    const deactivated = row.active && !ativo;
    const [updated] = await tx
      .update(staffMembers)
      .set({
        nome: changes.nome?.trim() ?? row.nome,
        papel,
        active: ativo,
        updatedAt: now,
        ...(deactivated ? { version: sql`${staffMembers.version} + 1` } : {}),
      })
      .where(eq(staffMembers.id, id))
      .returning();
    await setScope(tx, id, papel, lojas);
    if (deactivated) await revokeAllSessions(tx, id, now);
    const after = await memberView(tx, updated!);
    await audit(tx, actor, 'staff.update', 'staff', id, before, after);
    return after;
  });
}

/** Refuses an e-mail already in use before the (slow) password hash is made. */
export async function assertEmailFree(db: Db, email: string): Promise<void> {
  if (await staffByEmail(db, email)) throw new HttpError(409, 'staff_email_taken', STAFF_MESSAGES.emailTaken);
}
