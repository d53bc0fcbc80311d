import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffMembers, staffRecoveryCodes } from '../../db/schema/staff.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import { hashPassword } from '../auth/index.ts';
import { type StaffRow, staffById } from './accounts.ts';
import { type AuditActor, audit } from './audit.ts';
import { revokeAllSessions } from './sessions.ts';
import { generatePassword } from './team.ts';
import { STAFF_MESSAGES } from './texts.ts';

/**
 * Runs `change` on the locked account, then ends every session it has (its version moves): a new password or a
 * TOTP reset must log out whoever held the old one.
 */
async function withAccount<T>(
  db: Db,
  clock: Clock,
  id: number,
  change: (tx: Db, row: StaffRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await staffById(tx, id, true);
    if (!row) throw new HttpError(404, 'staff_not_found', STAFF_MESSAGES.notFound);
    const result = await change(tx, row);
    const now = clock();
    await tx
      .update(staffMembers)
      .set({ version: sql`${staffMembers.version} + 1`, updatedAt: now })
      .where(eq(staffMembers.id, id));
    await revokeAllSessions(tx, id, now);
    return result;
  });
}

/** Sets a password (already checked against the old one, or an admin's reset); audited without any hash. */
export async function setPassword(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  id: number,
  password: string,
): Promise<StaffRow> {
  const senhaHash = await hashPassword(password);
  return withAccount(db, clock, id, async (tx, row) => {
    await tx.update(staffMembers).set({ senhaHash }).where(eq(staffMembers.id, id));
    const action = actor?.id === id ? 'staff.password_changed' : 'staff.password_reset';
    await audit(tx, actor, action, 'staff', id, null, null);
    return row;
  });
}

/** An admin's reset of someone's password: a generated one, shown once. */
export async function resetPassword(db: Db, clock: Clock, actor: AuditActor, id: number): Promise<string> {
  const senha = generatePassword();
  await setPassword(db, clock, actor, id, senha);
  return senha;
}

/** An admin's reset of someone's TOTP (lost phone and codes): enrolled again at their next sign-in. */
export async function resetTotp(db: Db, clock: Clock, actor: AuditActor, id: number): Promise<void> {
  await withAccount(db, clock, id, async (tx, row) => {
    await tx
      .update(staffMembers)
      .set({ totpSecret: null, totpEnabled: false, totpLastStep: null })
      .where(eq(staffMembers.id, id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
    await audit(
      tx,
      actor,
      'staff.totp_reset',
      'staff',
      id,
      { totpAtivo: row.totpEnabled },
      { totpAtivo: false },
    );
  });
}
