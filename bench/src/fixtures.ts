import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { start, waitFor } from './http-bench.ts';

/** The PostgreSQL server the API benches create their databases on (each its own, dropped afterwards). */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The store kept open around the clock in the bench's catalogue copy, and a spot inside its delivery area. */
export const OPEN_STORE = 2;
export const NEAR_OPEN_STORE = { lat: -15.7646, lng: -47.8773 };
/** A plain product of the demo menu sold at every store (Niguiri de Atum, no option groups). */
export const NIGUIRI = 2005;

/** Every API process of one bench signs tokens with the same key, so a token made on one is valid on the other. */
const JWT_SECRET = `bench-${randomBytes(24).toString('hex')}`;

async function admin<T>(server: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database (`comanda_bench_<random>`) on `server` (a URL of its `postgres` database); the
 * first API process migrates and seeds it.
 */
export async function freshDatabase(server = POSTGRES_URL): Promise<BenchDatabase> {
  const name = `comanda_bench_${randomBytes(6).toString('hex')}`;
  await admin(server, async (client) => {
    await client.query(`create database ${name}`);
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(server, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/**
 * The demo catalogue with OPEN_STORE open every hour of every day (as the e2e suite does), written into `dir`:
 * placing an order needs an open store, and the bench runs at any hour.
 */
export function alwaysOpenCatalog(dir: string): string {
  const demo = new URL('../../apps/api/catalog/hanami-sushi.json', import.meta.url);
  const catalog = JSON.parse(readFileSync(demo, 'utf8')) as {
    stores: Array<{ id: number; horarios: unknown[]; feriados: string[] }>;
  };
  for (const store of catalog.stores)
    if (store.id === OPEN_STORE) {
      store.horarios = [0, 1, 2, 3, 4, 5, 6].map((dia) => ({ dia, abre: '00:00', fecha: '00:00' }));
      store.feriados = [];
    }
  const file = join(dir, 'catalog.json');
  writeFileSync(file, JSON.stringify(catalog));
  return file;
}

export interface ApiProcess {
  base: string;
  pid: number;
  stop(): Promise<void>;
  /** kill -9: no drain, no cleanup (the failure drills). */
  kill(): Promise<void>;
}

/**
 * The real API (apps/api/src/server.ts) in development mode — the dev outbox gives the sign-up codes and
 * /api/dev/operador/chave the store keys — with request limits out of the way and payment reconciliation off.
 * `nodeArgs` go to Node before the entry point (e.g. `--cpu-prof`).
 */
export async function startApi(options: {
  port: number;
  dataDir: string;
  /** PostgreSQL; without it, PGlite (embedded, single connection) in `dataDir`. */
  databaseUrl?: string;
  catalogFile: string;
  redisUrl?: string;
  nodeArgs?: string[];
  /** The compiled server (apps/api/dist/server.js, built beforehand) instead of the TypeScript source. */
  compiled?: boolean;
  /** More settings of the process. */
  env?: Record<string, string>;
}): Promise<ApiProcess> {
  const entry = options.compiled ? 'apps/api/dist/server.js' : 'apps/api/src/server.ts';
  const child = start([...(options.nodeArgs ?? []), entry], {
    NODE_ENV: 'development',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    // Empty is "not set" for the API: PGlite in DATA_DIR.
    DATABASE_URL: options.databaseUrl ?? '',
    // Empty is "not set" for the API: without a URL given, events stay within the process.
    REDIS_URL: options.redisUrl ?? '',
    SEED_CATALOG: options.catalogFile,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000000',
    AUTH_CODE_SENDS_PER_HOUR: '1000',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
    ...options.env,
  });
  const base = `http://127.0.0.1:${options.port}`;
  try {
    await waitFor(`${base}/api/health`);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return {
    base,
    pid: child.pid!,
    stop: () => stopProcess(child),
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** SIGTERM (the server closes its streams and pool, and writes a CPU profile if asked), SIGKILL after 15 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A JSON request; throws unless the answer has the expected status. Answers the body's `data`. */
export async function call<T>(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; expect?: number } = {},
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (response.status !== (options.expect ?? 200))
    throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

export interface Customer {
  jwt: string;
  addressId: number;
  /** The logged-in customer as the app keeps it on the device (`usuario`). */
  session: Record<string, unknown>;
}

/**
 * Signs customer number `n` up as the app does (SMS code from the dev outbox, phone login, sign-up) and saves a
 * delivery address next to OPEN_STORE.
 */
export async function makeCustomer(base: string, n: number): Promise<Customer> {
  const digits = String(80_000_000 + n);
  const celular = `(61) 9${digits.slice(0, 4)}-${digits.slice(4)}`;
  await call(base, 'POST', '/api/auth/codigo', { body: { celular } });
  let codigo = '';
  for (let tries = 0; !codigo; tries++) {
    if (tries === 50) throw new Error(`no code in the outbox for ${celular}`);
    const messages = await call<Array<{ codigo: string | null }>>(
      base,
      'GET',
      `/dev/outbox?para=${encodeURIComponent(celular)}`,
    );
    codigo = messages.find((message) => message.codigo)?.codigo ?? '';
    if (!codigo) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ticket = await call<{ tipo: string; ticket: string }>(base, 'POST', '/api/auth/login-telefone', {
    body: { celular, codigo },
  });
  if (ticket.tipo !== 'cadastro') throw new Error(`${celular} already has an account`);
  const signup = await call<{ usuario: { jwt: string }; refresh_token: string; expira_em: number }>(
    base,
    'POST',
    '/api/auth/cadastro',
    {
      body: { ticket: ticket.ticket, nome: `Cliente Teste ${n}`, celular, email: `${digits}@exemplo.com` },
      expect: 201,
    },
  );
  const jwt = signup.usuario.jwt;
  const addresses = await call<Array<{ id: number; loja_id: number | null }>>(
    base,
    'PUT',
    '/api/endereco_pedido',
    {
      headers: { authorization: `Bearer ${jwt}` },
      body: {
        apelido: 'Casa',
        logradouro: 'CLN 209 Bloco A',
        numero: '10',
        bairro: 'Asa Norte',
        cidade: 'Brasília',
        estado: 'DF',
        cep: '70854-510',
        ...NEAR_OPEN_STORE,
      },
    },
  );
  const [address] = addresses;
  if (address?.loja_id !== OPEN_STORE)
    throw new Error(`the address was assigned to store ${address?.loja_id}, not ${OPEN_STORE}`);
  const session = {
    ...signup.usuario,
    refresh_token: signup.refresh_token,
    jwt_expira_em: Date.now() + signup.expira_em * 1000,
  };
  return { jwt, addressId: address.id, session };
}

/** Customers 0 … count-1, made a few at a time. */
export async function makeCustomers(base: string, count: number): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let n = 0; n < count; n += 8) {
    const batch = Array.from({ length: Math.min(8, count - n) }, (_, i) => makeCustomer(base, n + i));
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

/** One niguiri, as the bag sends it. */
export const BAG = { lojaId: OPEN_STORE, itens: [{ cod: NIGUIRI, qtd: 1 }] };

/** The bag's total next to OPEN_STORE (items and delivery fee), priced by the server as the app shows it. */
export async function bagTotal(base: string): Promise<number> {
  const priced = await call<{ totais: { total: { valor: number } } }>(
    base,
    'POST',
    '/api/carrinho/calcular',
    {
      body: { ...BAG, ...NEAR_OPEN_STORE },
    },
  );
  return priced.totais.total.valor;
}

/** The body of POST /api/pedido for the bag, paid in cash on delivery. */
export function orderBody(addressId: number, total: number) {
  return { ...BAG, endereco_id: addressId, pagamento: { tipo: 'dinheiro' }, total: { valor: total } };
}

/** Percentile `p` (0–100) of `values`, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
