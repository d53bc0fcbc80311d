import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../testing/build.ts';
import { queryRows } from '../auth/testing.ts';
import { uniqueIp } from '../bag/testing.ts';
import { orderingCustomer, saveCard } from '../orders/testing.ts';

const { app, database } = await build({ PAYMENT_RECONCILE_INTERVAL_MS: '0' });

const give = (token: string, body: unknown, key: string | null = randomUUID()) =>
  app.inject({
    method: 'POST',
    url: '/api/doacao',
    remoteAddress: uniqueIp(),
    payload: body as object,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });
const authed = (token: string, method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url, remoteAddress: uniqueIp(), headers: { authorization: `Bearer ${token}` } });

describe('POST /api/doacao', () => {
  it('charges a saved card once per key and records the donation apart from orders', async () => {
    const me = await orderingCustomer(app, database);
    const card = await saveCard(app, me.token);
    const key = randomUUID();
    const body = { valor: 500, pagamento: { tipo: 'cartao', cartao_id: card } };
    const answers = await Promise.all(Array.from({ length: 8 }, () => give(me.token, body, key)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(answers[0]!.json()).toMatchObject({
      message: 'Obrigado pela sua doação!',
      data: { status: 'aprovado', valor: { valor: 500 }, pagamento: { final: '0010' } },
    });
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from donations where customer_id = ${me.id}`,
    );
    expect(rows[0]!.n).toBe(1);
    expect((await give(me.token, { ...body, valor: 1000 }, key)).statusCode).toBe(409);
  });

  it('a refused card answers the reason', async () => {
    const me = await orderingCustomer(app, database);
    const card = await saveCard(app, me.token, '4000 0000 0000 1042');
    const res = await give(me.token, { valor: 200, pagamento: { tipo: 'cartao', cartao_id: card } });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'card_declined' });
  });

  it('Pix: a BR Code to pay, then the simulated payment approves it; another customer gets 404', async () => {
    const me = await orderingCustomer(app, database);
    const res = await give(me.token, { valor: 1000, pagamento: { tipo: 'pix' } });
    expect(res.statusCode, res.body).toBe(201);
    const donation = res.json().data;
    expect(donation).toMatchObject({
      status: 'aguardando',
      pix: { copia_e_cola: expect.stringMatching(/^000201/) },
    });
    const other = await orderingCustomer(app, database);
    expect((await authed(other.token, 'GET', `/api/doacao?doacaoId=${donation.id}`)).statusCode).toBe(404);
    expect(
      (await authed(other.token, 'POST', `/api/dev/pix/simular-doacao?doacaoId=${donation.id}`)).statusCode,
    ).toBe(404);
    const paid = await authed(me.token, 'POST', `/api/dev/pix/simular-doacao?doacaoId=${donation.id}`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'aprovado', pix: null });
  });

  it('refuses amounts out of range, a missing key and another customer’s order', async () => {
    const me = await orderingCustomer(app, database);
    const low = await give(me.token, { valor: 50, pagamento: { tipo: 'pix' } });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe('Escolha um valor de doação entre R$ 1,00 e R$ 500,00.');
    expect((await give(me.token, { valor: 500, pagamento: { tipo: 'pix' } }, null)).json().code).toBe(
      'idempotency_key_required',
    );
    const foreign = await give(me.token, { valor: 500, pagamento: { tipo: 'pix' }, pedidoId: 999_999 });
    expect(foreign.statusCode).toBe(404);
  });

  it('a visitor (no token, or one that does not verify) gets 401 on every donation endpoint, nothing recorded', async () => {
    const before = await queryRows(database.db, sql`select count(*)::int as n from donations`);
    const requests = [
      { method: 'POST' as const, url: '/api/doacao', payload: { valor: 500, pagamento: { tipo: 'pix' } } },
      { method: 'GET' as const, url: '/api/doacao?doacaoId=1' },
      { method: 'POST' as const, url: '/api/dev/pix/simular-doacao?doacaoId=1' },
    ];
    for (const request of requests)
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const answer = await app.inject({
          ...request,
          remoteAddress: uniqueIp(),
          headers: { ...headers, 'idempotency-key': randomUUID() },
        });
        expect(answer.statusCode, `${request.method} ${request.url}`).toBe(401);
        expect(answer.json().code).toBe('not_authenticated');
      }
    expect(await queryRows(database.db, sql`select count(*)::int as n from donations`)).toEqual(before);
  });
});
