import { randomInt } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadEnv } from '../../config/env.ts';
import type { Database, Db } from '../../db/client.ts';
import { testDatabase } from '../../testing/build.ts';
import { atFileEnd } from '../../testing/file-end.ts';

/** Rows of a raw query, on PGlite and node-postgres alike. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** How many rows of `table` contain `needle` anywhere in any column (the row cast to text). */
export async function rowsContaining(db: Db, schema: string, table: string, needle: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)} t where position(${needle.toLowerCase()} in lower(t::text)) > 0`,
  );
  return row?.n ?? 0;
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2025-06-02T15:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The real app on a fresh database, with a hand-moved clock. */
export async function buildWithClock(overrides: Record<string, string> = {}, start?: Date) {
  const clock = manualClock(start);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/comanda-api-test-data',
    ...overrides,
  });
  const database: Database = await testDatabase();
  const app = await buildApp({ env, database, clock: clock.now });
  atFileEnd(() => app.close());
  return { app, database, clock };
}

let ipCounter = 0;
/** A distinct client address per call, so per-IP limits of one test do not leak into another. */
export const freshIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** Calls the API as a client at `ip`, optionally with a bearer token. */
export function client(app: FastifyInstance, ip = freshIp()) {
  return (method: InjectOptions['method'], url: string, payload?: unknown, token?: string) =>
    app.inject({
      method,
      url,
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

/** The newest code the outbox holds for a phone or e-mail. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/dev/outbox?para=${encodeURIComponent(to)}&limite=1` });
  const [message] = res.json().data as Array<{ codigo: string | null }>;
  expect(message?.codigo).toMatch(/^\d{6}$/);
  return message!.codigo!;
}

/** A valid mobile number (DDD 61, starting with 9) unlikely to be used twice in a test file. */
export const freshPhone = () => `619${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** Valid CPFs (check digits verified by `isValidCpf` in the tests that use them). */
export const CPFS = [
  '52601815906',
  '08301661305',
  '18609139034',
  '99603082430',
  '62819482112',
  '99351819019',
];

export interface Person {
  nome: string;
  celular: string;
  email: string;
  dataNascimento?: string;
  cpf?: string;
  senha?: string;
}

/** Signs a person up through the real flow (SMS code read from the outbox); returns the session. */
export async function signUp(app: FastifyInstance, person: Person, extra: Record<string, unknown> = {}) {
  const call = client(app);
  expect((await call('POST', '/api/auth/codigo', { celular: person.celular })).statusCode).toBe(200);
  const code = await latestCode(app, person.celular);
  const login = await call('POST', '/api/auth/login-telefone', { celular: person.celular, codigo: code });
  expect(login.statusCode).toBe(200);
  const { ticket } = login.json().data;
  const res = await call('POST', '/api/auth/cadastro', { ticket, ...person, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    usuario: Record<string, unknown> & { jwt: string };
    refresh_token: string;
    expira_em: number;
  };
}
