import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, staffMembers } from '../../db/schema/staff.ts';

/** Who did it: a staff member, or null for the command line and start-up tasks. */
export type AuditActor = { id: number } | null;

/**
 * Appends one entry to the audit log. Call it with the transaction of the write it records, so the entry and the
 * change are committed (or rolled back) together. `before`/`after` are what the caller shows of the entity: never
 * a password hash, a secret or a card number.
 */
export async function audit(
  tx: Db,
  actor: AuditActor,
  action: string,
  entity: string,
  entityId: string | number,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor?.id ?? null,
    action,
    entity,
    entityId: String(entityId),
    before: before ?? null,
    after: after ?? null,
  });
}

export interface AuditFilter {
  equipeId?: number | undefined;
  entidade?: string | undefined;
  entidadeId?: string | undefined;
  /** Brasília days, inclusive, 'yyyy-mm-dd'. */
  de?: string | undefined;
  ate?: string | undefined;
  pagina: number;
  porPagina: number;
}

const brasiliaDay = sql`(${auditLog.at} at time zone 'America/Sao_Paulo')::date`;

/** A page of the audit log, newest first, with the total that matches. */
export async function auditPage(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.equipeId) conditions.push(eq(auditLog.staffId, filter.equipeId));
  if (filter.entidade) conditions.push(eq(auditLog.entity, filter.entidade));
  if (filter.entidadeId) conditions.push(eq(auditLog.entityId, filter.entidadeId));
  if (filter.de) conditions.push(gte(brasiliaDay, sql`${filter.de}::date`));
  if (filter.ate) conditions.push(lte(brasiliaDay, sql`${filter.ate}::date`));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({ entry: auditLog, staffNome: staffMembers.nome })
    .from(auditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(filter.porPagina)
    .offset((filter.pagina - 1) * filter.porPagina);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  return {
    itens: rows.map(({ entry, staffNome }) => ({
      id: entry.id,
      equipe: entry.staffId === null ? null : { id: entry.staffId, nome: staffNome ?? '' },
      acao: entry.action,
      entidade: entry.entity,
      entidadeId: entry.entityId,
      antes: entry.before,
      depois: entry.after,
      em: entry.at.toISOString(),
    })),
    pagina: filter.pagina,
    porPagina: filter.porPagina,
    total: total?.n ?? 0,
  };
}
