import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { alwaysOpenCatalog, call, freshDatabase, startApi } from '../fixtures.ts';
import type { Cluster } from './cluster.ts';
import type { LoadRun } from './under-load.ts';

/** The tables whose rows the restored copy must hold, every one. */
const TABLES = ['orders', 'order_lines', 'order_status_history', 'payments', 'customers'] as const;
const RESTORED_PORT = 3619;

export interface RestoreFigures {
  dumpSeconds: number;
  dumpBytes: number;
  restoreSeconds: number;
  rows: Record<string, number>;
  violations: string[];
}

async function counts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, number> = {};
    for (const table of TABLES)
      result[table] = (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`))
        .rows[0]!.n;
    return result;
  } finally {
    await client.end();
  }
}

/**
 * The restore drill (docs/operations.md, "Backups and restore"): the database a load has just written is dumped
 * with `pg_dump -Fc` while the processes still serve, restored with `pg_restore` into a new database, and a new API
 * process started on the copy must find its schema current and answer a customer's order as the original does.
 */
export async function restoreDrill(cluster: Cluster, run: LoadRun, server?: string): Promise<RestoreFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-restore-'));
  const dump = join(dir, 'comanda.dump');
  const copy = await freshDatabase(server);
  try {
    let started = performance.now();
    execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, cluster.databaseUrl]);
    const dumpSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    execFileSync('pg_restore', ['--no-owner', `--dbname=${copy.url}`, dump]);
    const restoreSeconds = (performance.now() - started) / 1000;

    const violations: string[] = [];
    const [original, restored] = [await counts(cluster.databaseUrl), await counts(copy.url)];
    for (const table of TABLES)
      if (original[table] !== restored[table])
        violations.push(`${table}: ${original[table]} rows, ${restored[table]} in the copy`);
    const api = await startApi({
      port: RESTORED_PORT,
      dataDir: dir,
      databaseUrl: copy.url,
      catalogFile: alwaysOpenCatalog(dir),
      compiled: true,
    });
    try {
      for (const attempt of [run.attempts[0]!, run.attempts.at(-1)!]) {
        const path = `/api/pedido?pedidoId=${attempt.orderId}`;
        const headers = { authorization: `Bearer ${attempt.customer.jwt}` };
        const [fromOriginal, fromCopy] = [
          await call(cluster.base, 'GET', path, { headers }),
          await call(api.base, 'GET', path, { headers }),
        ];
        if (JSON.stringify(fromOriginal) !== JSON.stringify(fromCopy))
          violations.push(`order ${attempt.orderId} reads differently from the copy`);
      }
    } finally {
      await api.stop();
    }
    return { dumpSeconds, dumpBytes: statSync(dump).size, restoreSeconds, rows: restored, violations };
  } finally {
    await copy.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
