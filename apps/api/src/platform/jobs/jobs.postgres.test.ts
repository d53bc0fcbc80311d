import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { type Running, runProcess, serverFile, tempDir, waitForHealth } from '../../db/testing.ts';
import {
  appOn,
  ONE_NIGUIRI_TOTAL,
  orderBody,
  orderingCustomer,
  placer,
} from '../../modules/orders/testing.ts';
import { fakePsp } from '../../providers/pix/fake-psp.ts';
import { atFileEnd } from '../../testing/file-end.ts';

// PostgreSQL only: several API processes share one database, and pg-boss runs each periodic round once among them.

const INTERVAL_MS = 3_000;
const PAYMENTS = 100;
const credentials = { clientId: 'comanda-jobs', clientSecret: 'segredo-jobs' };
const pix = {
  PIX_PROVIDER: 'psp',
  PIX_CLIENT_ID: credentials.clientId,
  PIX_CLIENT_SECRET: credentials.clientSecret,
  PIX_KEY: 'financeiro@hanamisushi.com.br',
  PIX_WEBHOOK_SECRET: 'segredo-do-webhook-pix-dos-testes-de-jobs-0123',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh, migrated and seeded PostgreSQL database on the DATABASE_URL server (from the suite's template), dropped after the file. */
async function seededDatabase() {
  const name = `comanda_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  atFileEnd(async () => {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { database, url: url.toString() };
}

/** A port nothing listens on now (the system picks it). */
async function freePort(): Promise<number> {
  const probe = createTcpServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Query {
  txid: string;
  at: number;
  process: number;
}

/**
 * One process's way to the fake PSP: passes every call through and notes each charge query (`GET /cob/{txid}`) with
 * its time and process; `hangNext` keeps the next query unanswered (the process waits on it mid-round).
 */
async function meter(target: string, process: number, queries: Query[]) {
  const state = { hangNext: false, hung: null as string | null };
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', async () => {
      const path = new URL(request.url ?? '/', 'http://meter.local').pathname;
      const cob = /^\/cob\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && cob) {
        queries.push({ txid: cob[1]!, at: Date.now(), process });
        if (state.hangNext) {
          state.hangNext = false;
          state.hung = cob[1]!;
          return;
        }
      }
      const answer = await fetch(`${target}${request.url}`, {
        method: request.method ?? 'GET',
        headers: {
          ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
          ...(request.headers['content-type'] ? { 'content-type': request.headers['content-type'] } : {}),
        },
        ...(raw ? { body: raw } : {}),
      });
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/plain',
      });
      response.end(await answer.text());
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, state };
}

const psp = await fakePsp(credentials);
const { database, url } = await seededDatabase();
const queries: Query[] = [];

// 100 Pix orders waiting for payment, placed by an app on the same database that reconciles nothing itself.
const { app } = await appOn(database, { ...pix, PIX_API_URL: psp.url, PAYMENT_RECONCILE_INTERVAL_MS: '0' });
const place = placer(app);
const txids: string[] = [];
for (let i = 0; i < PAYMENTS; i++) {
  const me = await orderingCustomer(app, database);
  const res = await place(me.token, orderBody(me.addressId, { tipo: 'pix' }, ONE_NIGUIRI_TOTAL));
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
}
for (const txid of psp.cobs.keys()) txids.push(txid);

/** Three API processes on that database, each reaching the PSP through its own meter. */
const processes: Array<{ server: Running; meter: Awaited<ReturnType<typeof meter>>; port: number }> = [];
for (let i = 0; i < 3; i++) {
  const meterOf = await meter(psp.url, i, queries);
  const port = await freePort();
  const server = runProcess(serverFile, [], {
    PORT: String(port),
    DATA_DIR: tempDir('comanda-jobs'),
    DATABASE_URL: url,
    RATE_LIMIT_MAX: '10000',
    ...pix,
    PIX_API_URL: meterOf.url,
    PAYMENT_RECONCILE_INTERVAL_MS: String(INTERVAL_MS),
    JOBS_POLL_SECONDS: '0.5',
    JOBS_HEARTBEAT_SECONDS: '10',
    JOBS_SUPERVISE_SECONDS: '1',
  });
  processes.push({ server, meter: meterOf, port });
}
await Promise.all(processes.map(({ server, port }) => waitForHealth(port, server)));
// Before the database is dropped under them.
afterAll(async () => {
  for (const { server } of processes) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(processes.map(({ server }) => server.exited));
});

const queriesOf = (txid: string, from: number, to: number) =>
  queries.filter((q) => q.txid === txid && q.at >= from && q.at < to);

describe('periodic jobs across three processes on one PostgreSQL', () => {
  it('asks the PSP about each of 100 waiting Pix once per interval, never once per process', async () => {
    expect(txids).toHaveLength(PAYMENTS);
    // The first round takes every payment (all were last touched long ago by the placing app's clock).
    for (let i = 0; i < 100 && new Set(queries.map((q) => q.txid)).size < PAYMENTS; i++) await sleep(100);
    expect(new Set(queries.map((q) => q.txid)).size).toBe(PAYMENTS);

    // Watch four whole intervals, on the slots' boundaries, from the one after next (the processes are warm).
    const slots = 4;
    const from = (Math.floor(Date.now() / INTERVAL_MS) + 2) * INTERVAL_MS;
    await sleep(from + slots * INTERVAL_MS - Date.now());
    for (const txid of txids) {
      const perSlot = Array.from(
        { length: slots },
        (_, k) => queriesOf(txid, from + k * INTERVAL_MS, from + (k + 1) * INTERVAL_MS).length,
      );
      // Three processes each running their own timer would ask up to three times an interval.
      expect(Math.max(...perSlot), `${txid}: ${perSlot}`).toBe(1);
      // Once an interval; a round that came late in its slot can leave a payment it touched to the one after next.
      expect(perSlot.filter((n) => n === 1).length, `${txid}: ${perSlot}`).toBeGreaterThanOrEqual(slots - 1);
    }
    expect(processes.every(({ server }) => server.child.exitCode === null)).toBe(true);
  }, 60_000);

  it('a process killed in the middle of a round: another runs that round again, and a payment is settled once', async () => {
    // Whichever process takes the next round hangs on its first query; the others are not armed once it does.
    for (const { meter } of processes) meter.state.hangNext = true;
    let hung: (typeof processes)[number] | undefined;
    for (let i = 0; i < 100 && !hung; i++) {
      hung = processes.find(({ meter }) => meter.state.hung);
      if (!hung) await sleep(100);
    }
    expect(hung).toBeDefined();
    for (const { meter } of processes) meter.state.hangNext = false;
    const txid = hung!.meter.state.hung!;
    const client = (database.db as unknown as { $client: pg.Pool }).$client;
    const { rows: active } = await client.query<{ id: string }>(
      `select id from pgboss.job where name = 'payments.reconcile' and state = 'active'`,
    );
    expect(active).toHaveLength(1);
    // The customer pays while the round that would see it is stuck; then its process dies without a word.
    psp.pay(txid);
    const killedAt = Date.now();
    hung!.server.child.kill('SIGKILL');
    await hung!.server.exited;

    const statusOf = async () =>
      (await client.query<{ status: string }>('select status from payments where pix_txid = $1', [txid]))
        .rows[0]!.status;
    for (let i = 0; i < 400 && (await statusOf()) === 'aguardando'; i++) await sleep(100);
    expect(await statusOf()).toBe('aprovado');
    const settledAt = Date.now();

    // The killed round itself was retried (its one retry), by a process still alive, after the heartbeat lapsed.
    const jobOf = async () =>
      (
        await client.query<{ state: string; retry_count: number }>(
          'select state, retry_count from pgboss.job where id = $1',
          [active[0]!.id],
        )
      ).rows;
    for (let i = 0; i < 100 && (await jobOf())[0]?.state === 'active'; i++) await sleep(100);
    expect(await jobOf()).toEqual([{ state: 'completed', retry_count: 1 }]);
    const after = queries.filter((q) => q.txid === txid && q.at > killedAt);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((q) => q.process !== processes.indexOf(hung!))).toBe(true);

    // Its effect, once: the order was marked paid by one transition, and later rounds leave it alone.
    await sleep(2 * INTERVAL_MS);
    const { rows: history } = await client.query<{ status: string }>(
      `select h.status from order_status_history h
         join payments p on p.payable_kind = 'pedido' and p.payable_id = h.order_id
        where p.pix_txid = $1 order by h.id`,
      [txid],
    );
    expect(history.map((row) => row.status)).toEqual(['Aguardando pagamento', 'Pendente']);
    expect(queries.filter((q) => q.txid === txid && q.at > settledAt)).toEqual([]);
  }, 90_000);
});
