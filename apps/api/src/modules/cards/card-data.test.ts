import { Writable } from 'node:stream';
import { maskCpf } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { build } from '../../testing/build.ts';
import { closedPort } from '../../testing/redis-server.ts';
import { CPFS, client, freshPhone, queryRows, signUp } from '../auth/testing.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const sandbox = await build(
  { LOG_LEVEL: 'trace', RATE_LIMIT_MAX: '1000', AUTH_RATE_LIMIT_MAX: '1000' },
  { logStream },
);
const unreachable = await build(
  {
    LOG_LEVEL: 'trace',
    PAYMENT_PROVIDER: 'pagarme',
    PAGARME_API_URL: `http://127.0.0.1:${await closedPort()}/core/v5`,
    PAGARME_SECRET_KEY: 'sk_test_4f0c1a2b3c4d5e6f',
  },
  { logStream },
);

/** Every card number and CVV the flows below type; each CVV is one no other data of the test holds. */
const typed = [
  { numero: '4000 0000 0000 0010', cvv: '737' }, // saved, then deleted
  { numero: '5555666677778884', cvv: '291' }, // saved as a donation card
  { numero: '378282246310005', cvv: '8164' }, // Amex, 4-digit CVV
  { numero: '4000000000000101', cvv: '583' }, // saved, kept until the account goes
  { numero: '4000000000001000', cvv: '619', cielo: true }, // braspag
  { numero: '4000000000000028', cvv: '552' }, // refused by the provider
  { numero: '4000000000000011', cvv: '409' }, // fails Luhn
  { numero: '5105105105105100', cvv: '836', validade: '01/20' }, // expired
  { numero: '4000000000001091', cvv: '947' }, // sixth card, over the limit
  { numero: '4000000000001034', cvv: '358', provider: 'down' }, // provider unreachable
];
const digitsOf = (numero: string) => numero.replace(/\D/g, '');

/** A CVV as a whole value: not inside a longer number, a time's fraction or a hex token. */
const cvvPattern = (cvv: string) => `(^|[^0-9A-Za-z.])${cvv}($|[^0-9A-Za-z.])`;
/** A field or word named cvv — not the three letters inside random key material (the Web Push key pair). */
const CVV_FIELD = '(^|[^0-9A-Za-z])cvv($|[^0-9A-Za-z])';

async function allTables(db: Db) {
  return queryRows<{ table_schema: string; table_name: string }>(
    db,
    sql`select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
}

/** Tables of a full dump (every row of every table, cast to text) whose text matches `pattern` (POSIX regex). */
async function tablesMatching(db: Db, pattern: string): Promise<string[]> {
  const found: string[] = [];
  for (const t of await allTables(db)) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(t.table_schema)}.${sql.identifier(t.table_name)} r where r::text ~* ${pattern}`,
    );
    if ((row?.n ?? 0) > 0) found.push(`${t.table_schema}.${t.table_name}`);
  }
  return found;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What must not be anywhere: each number as digits and as typed, each CVV as a value, and the word cvv. */
async function leaks(db: Db): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const patterns = [
    ...typed.flatMap((c) => [digitsOf(c.numero), literal(c.numero)]),
    ...typed.map((c) => cvvPattern(c.cvv)),
    CVV_FIELD,
  ];
  for (const pattern of new Set(patterns)) {
    const tables = await tablesMatching(db, pattern);
    if (tables.length) found[pattern] = tables;
  }
  return found;
}

function logLeaks(): string[] {
  const output = lines.join('');
  const found: string[] = [];
  for (const card of typed) {
    for (const number of [digitsOf(card.numero), card.numero])
      if (output.includes(number)) found.push(number);
    if (new RegExp(cvvPattern(card.cvv)).test(output)) found.push(`cvv ${card.cvv}`);
  }
  for (const match of output.matchAll(/"cvv"\s*:\s*("[^"]*"|[^,}\s]+)/gi))
    if (match[1] !== '"[redacted]"') found.push(match[0]);
  return found;
}

async function signedUp(target: FastifyInstance, nome: string) {
  return (await signUp(target, { nome, celular: freshPhone(), email: `${freshPhone()}@exemplo.com` })).usuario
    .jwt;
}

const form = (card: (typeof typed)[number], apelido: string) => ({
  apelido,
  numero: card.numero,
  validade: card.validade ?? '12/30',
  cvv: card.cvv,
  titular: 'Joana Prado',
  cpf: maskCpf(CPFS[3]!),
});

describe('card numbers and CVVs', () => {
  it('are found nowhere — no table of a full dump, no log line — after every card flow', async () => {
    const jwt = await signedUp(sandbox.app, 'Joana Prado');
    const leaving = await signedUp(sandbox.app, 'Joana Saindo');
    expect(await leaks(sandbox.database.db)).toEqual({});
    expect(logLeaks()).toEqual([]);

    const call = client(sandbox.app);
    const post = (card: (typeof typed)[number], apelido: string, who = jwt) =>
      call('POST', card.cielo ? '/api/cartao_cielo' : '/api/cartao', form(card, apelido), who);
    const statuses: number[] = [];
    const bodies: string[] = [];
    for (const [i, card] of typed.entries()) {
      if (card.provider === 'down') continue;
      const res = await post(card, `Cartão ${i}`);
      statuses.push(res.statusCode);
      bodies.push(res.body);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 422, 400, 400, 422]);
    const saved = JSON.parse(bodies[0]!).data.id;
    expect((await call('DELETE', `/api/cartao?cartao_id=${saved}`, undefined, jwt)).statusCode).toBe(200);
    expect((await call('GET', '/api/carteira', undefined, jwt)).statusCode).toBe(200);
    expect((await post(typed[3]!, 'Outra conta', leaving)).statusCode).toBe(201);
    expect((await call('DELETE', '/api/cliente', {}, leaving)).statusCode).toBe(200);
    // Concurrent adds over the limit, refused after the provider saw them.
    const racing = await Promise.all([0, 1].map(() => post(typed[3]!, 'De novo')));
    // one is saved and one refused, whichever the database serves first
    expect(racing.map((r) => r.statusCode).sort((a, b) => a - b)).toEqual([201, 422]);

    const down = typed.find((card) => card.provider === 'down')!;
    const unreachableJwt = await signedUp(unreachable.app, 'Joana Sem Provedor');
    const failed = await client(unreachable.app)(
      'POST',
      '/api/cartao',
      form(down, 'Fora do ar'),
      unreachableJwt,
    );
    expect(failed.statusCode).toBe(503);
    bodies.push(failed.body, ...racing.map((r) => r.body));

    expect(lines.some((line) => line.includes('card gateway failure'))).toBe(true);
    expect(await leaks(sandbox.database.db)).toEqual({});
    expect(await leaks(unreachable.database.db)).toEqual({});
    expect(logLeaks()).toEqual([]);
    for (const body of bodies) for (const card of typed) expect(body).not.toContain(digitsOf(card.numero));
    // The check itself finds what it looks for.
    expect(await tablesMatching(sandbox.database.db, '8884')).toContain('public.saved_cards');
  });
});
