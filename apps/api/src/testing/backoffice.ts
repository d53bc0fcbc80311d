import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { appOn, orderingApp } from '../modules/orders/testing.ts';
import { signedInStaff } from '../modules/staff/testing.ts';

/** An audit log entry as `GET /api/gestao/auditoria` answers it. */
export interface AuditEntry {
  acao: string;
  antes: unknown;
  depois: unknown;
  equipe: { id: number } | null;
}

/**
 * The back office's tests' world: two API processes of one deployment on one database and one Redis (each with its
 * own menu cache, as in production), and the people who act in it — the brand's admin, the managers of stores 1 and
 * 2 and an operator of store 1, each signed in with TOTP. `name` keeps this file's Redis channels apart.
 */
export async function backofficeWorld(name: string) {
  const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
  const prefix = { ...redis, REDIS_PREFIX: `${name}-${randomBytes(4).toString('hex')}` };
  const one = await orderingApp(prefix);
  const two = await appOn(one.database, prefix);
  const now = one.clock.now();
  const people = {
    admin: await signedInStaff(one.app, now, 'admin'),
    managerA: await signedInStaff(one.app, now, 'gerente', [1]),
    managerB: await signedInStaff(one.app, now, 'gerente', [2]),
    operatorA: await signedInStaff(one.app, now, 'operador', [1]),
  };
  /** The audit log's entries on one entity, newest first, as the admin reads them. */
  const auditOf = async (entidade: string, entidadeId: string | number): Promise<AuditEntry[]> => {
    const res = await people.admin.call(
      'GET',
      `/api/gestao/auditoria?entidade=${entidade}&entidadeId=${entidadeId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.itens;
  };
  return { one, two, ...one, now, people, ...people, auditOf };
}

/** Polls `check` until it holds (another process hears a change through Redis), failing after 5 s. */
export async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}
