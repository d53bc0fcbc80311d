import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { throwawayRedis, waitUntil } from '../../testing/redis-server.ts';
import { uniqueIp } from '../bag/testing.ts';
import { appOn, type Customer, orderingApp, orderingCustomer } from '../orders/testing.ts';

const TEAM = 'equipe-shinguru@hanami.test';
const settings = { AUTH_RATE_LIMIT_MAX: '1000', LOYALTY_CONTACT_EMAIL: TEAM };
const { app, database, db } = await orderingApp(settings);

// Two more API processes on the same database sharing a Redis of their own (no counters left from other runs).
const redis = await throwawayRedis();
afterAll(() => redis.shutdown()); // registered before the processes: runs after they close
await redis.start();
const processes: FastifyInstance[] = [
  (await appOn(database, { ...settings, REDIS_URL: redis.url })).app,
  (await appOn(database, { ...settings, REDIS_URL: redis.url })).app,
];

const MESSAGE = 'Meus pontos do pedido de ontem ainda não apareceram no extrato.';

function write(token: string | null, payload: object, on: FastifyInstance = app) {
  return on.inject({
    method: 'POST',
    url: '/api/fidelidade/contato',
    remoteAddress: uniqueIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });
}

/** A customer with a name and an e-mail; a member unless told otherwise. */
async function customer({ joins = true, email = true } = {}): Promise<Customer & { idExterno: string }> {
  const me = await orderingCustomer(app, database);
  const [row] = await db
    .update(t.customers)
    .set({ nome: 'Ana Souza', email: email ? `ana.${me.id}@exemplo.com.br` : null })
    .where(eq(t.customers.id, me.id))
    .returning({ idExterno: t.customers.idExterno });
  if (joins) {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/cliente',
      remoteAddress: uniqueIp(),
      headers: { authorization: `Bearer ${me.token}` },
      payload: { shinguru: true },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...me, idExterno: row!.idExterno };
}

/** The e-mails the outbox holds for the team about this customer. */
function emailsAbout(idExterno: string) {
  return db
    .select()
    .from(t.outboxMessages)
    .where(and(eq(t.outboxMessages.destinatario, TEAM), like(t.outboxMessages.texto, `%${idExterno}%`)));
}

describe('POST /api/fidelidade/contato (shinguru/fale-conosco)', () => {
  it("e-mails the member's message to the team address with who sent it", async () => {
    const me = await customer();
    const res = await write(me.token, { assunto: 'pontos', mensagem: `  ${MESSAGE}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: 'Mensagem enviada! Responderemos pelo seu e-mail.',
    });
    const emails = await emailsAbout(me.idExterno);
    expect(emails).toHaveLength(1);
    const email = emails[0]!;
    expect(email.canal).toBe('email');
    expect(email.assunto).toBe('Fale conosco Shinguru: Pontos');
    expect(email.texto).toContain('Cliente: Ana Souza');
    expect(email.texto).toContain(`E-mail: ana.${me.id}@exemplo.com.br (não confirmado)`);
    expect(email.texto).toContain(`id_externo: ${me.idExterno}`);
    expect(email.texto).toContain('Nível: Areia (1)');
    expect(email.texto).toContain('Assunto: Pontos');
    expect(email.texto).toContain(`Mensagem:\n${MESSAGE}\n`);
    expect(email.texto).toContain(`Responda para ana.${me.id}@exemplo.com.br.`);
  });

  it('refuses a customer who has not joined, with nothing sent', async () => {
    const me = await customer({ joins: false });
    const res = await write(me.token, { assunto: 'outro', mensagem: MESSAGE });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'loyalty_not_member',
      message: 'Participe do Shinguru para usar seus benefícios.',
    });
    expect(await emailsAbout(me.idExterno)).toHaveLength(0);
  });

  it('refuses a member without an e-mail to answer to', async () => {
    const me = await customer({ email: false });
    const res = await write(me.token, { assunto: 'cadastro', mensagem: MESSAGE });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'loyalty_contact_email_missing',
      message: 'Cadastre um e-mail em Minha conta para receber a resposta do Shinguru.',
    });
    expect(await emailsAbout(me.idExterno)).toHaveLength(0);
  });

  it('asks for a session', async () => {
    const res = await write(null, { assunto: 'pontos', mensagem: MESSAGE });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
  });

  it.each([
    ['an unknown subject', { assunto: 'reclamacao', mensagem: MESSAGE }, 'Escolha o assunto da mensagem.'],
    ['no subject', { mensagem: MESSAGE }, 'Escolha o assunto da mensagem.'],
    ['no message', { assunto: 'pontos' }, 'Escreva sua mensagem.'],
    [
      'a message too short once trimmed',
      { assunto: 'pontos', mensagem: '   Oi, tudo   ' },
      'A mensagem deve ter pelo menos 10 caracteres.',
    ],
    [
      'a message too long',
      { assunto: 'pontos', mensagem: 'a'.repeat(1001) },
      'A mensagem deve ter no máximo 1000 caracteres.',
    ],
  ])('refuses %s with a pt-BR message', async (_, payload, message) => {
    const me = await customer();
    const res = await write(me.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message });
    expect(await emailsAbout(me.idExterno)).toHaveLength(0);
  });

  it('takes a message of exactly 1000 characters', async () => {
    const me = await customer();
    const res = await write(me.token, { assunto: 'outro', mensagem: 'b'.repeat(1000) });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('sends at most 5 messages per member in an hour; refused ones do not count, other members are not held', async () => {
    const me = await customer();
    expect((await write(me.token, { assunto: 'pontos', mensagem: 'curta' })).statusCode).toBe(400);
    for (let i = 1; i <= 5; i += 1) {
      const res = await write(me.token, { assunto: 'beneficios', mensagem: `${MESSAGE} (${i})` });
      expect(res.statusCode, res.body).toBe(200);
    }
    const sixth = await write(me.token, { assunto: 'beneficios', mensagem: `${MESSAGE} (6)` });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'rate_limited',
      message: 'Você já enviou 5 mensagens na última hora. Aguarde um pouco e tente novamente.',
    });
    expect(await emailsAbout(me.idExterno)).toHaveLength(5);

    const other = await customer();
    expect((await write(other.token, { assunto: 'pedido', mensagem: MESSAGE })).statusCode).toBe(200);
  });

  it('counts the limit across API processes sharing Redis', async () => {
    for (const on of processes)
      await waitUntil('Redis ok', async () => {
        const health = await on.inject({ method: 'GET', url: '/api/health' });
        return health.json().data?.dependencies?.redis === 'ok';
      });
    const me = await customer();
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const res = await write(
        me.token,
        { assunto: 'outro', mensagem: `${MESSAGE} (${i})` },
        processes[i % 2],
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await emailsAbout(me.idExterno)).toHaveLength(5);
  });
});
