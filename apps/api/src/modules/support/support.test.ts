import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildWithClock } from '../auth/testing.ts';
import { uniqueIp } from '../bag/testing.ts';
import { createOperatorKey } from '../operators/keys.ts';
import {
  NIGUIRI,
  orderBody,
  orderingCustomer,
  placer,
  quotedTotal,
  TUESDAY_NOON,
} from '../orders/testing.ts';

const { app, database } = await buildWithClock({ PAYMENT_RECONCILE_INTERVAL_MS: '0' }, TUESDAY_NOON);
const key1 = (await createOperatorKey(database.db, 1))!;
const key2 = (await createOperatorKey(database.db, 2))!;

const asCustomer = (token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const asStore = (key: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    remoteAddress: uniqueIp(),
    ...(payload ? { payload } : {}),
    headers: { 'x-operator-key': key },
  });

async function cashOrder(storeBag = { lojaId: 1, itens: [{ cod: NIGUIRI, qtd: 1 }] }) {
  const me = await orderingCustomer(app, database);
  const total = await quotedTotal(app, me.token, storeBag);
  const res = await placer(app)(me.token, orderBody(me.addressId, { tipo: 'dinheiro' }, total));
  expect(res.statusCode, res.body).toBe(201);
  return { me, orderId: (res.json().data as { id: number }).id };
}

/** Reads a text/event-stream until `pattern` shows up in what arrived. */
async function streamOf(server: FastifyInstance, url: string, headers: Record<string, string>) {
  const { port } = server.server.address() as { port: number };
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${url}`, { headers, signal: controller.signal });
  const reader = response.body!.getReader();
  let text = '';
  return {
    response,
    async until(pattern: RegExp) {
      while (!pattern.test(text)) text += new TextDecoder().decode((await reader.read()).value);
      return text;
    },
    close: () => controller.abort(),
  };
}

describe('support chat', () => {
  it('a customer writes about an order, the store reads and answers, and the customer sees the answer', async () => {
    const { me, orderId } = await cashOrder();
    const sent = await asCustomer(me.token, 'POST', '/api/atendimento', {
      lojaId: 1,
      pedidoId: orderId,
      texto: '  Pode mandar sem cebolinha?  ',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({
      autor: 'cliente',
      texto: 'Pode mandar sem cebolinha?',
      pedido_id: orderId,
      lida_em: null,
    });

    const threads = (await asStore(key1, 'GET', '/api/operador/atendimento')).json().data;
    expect(threads[0]).toMatchObject({
      cliente: { id: me.id, nome: expect.stringMatching(/^Cliente Pedido/) },
      ultima: { texto: 'Pode mandar sem cebolinha?' },
      nao_lidas: 1,
    });
    const elsewhere = (await asStore(key2, 'GET', '/api/operador/atendimento')).json().data;
    expect(elsewhere.find((t: { cliente: { id: number } }) => t.cliente.id === me.id)).toBeUndefined();

    const opened = await asStore(key1, 'GET', `/api/operador/atendimento/${me.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.mensagens).toHaveLength(1);
    const after = (await asStore(key1, 'GET', '/api/operador/atendimento')).json().data;
    expect(after.find((t: { cliente: { id: number } }) => t.cliente.id === me.id).nao_lidas).toBe(0);

    const answer = await asStore(key1, 'POST', `/api/operador/atendimento/${me.id}`, {
      texto: 'Claro! Já avisei a cozinha.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject({ autor: 'loja', pedido_id: orderId });

    const conversation = (await asCustomer(me.token, 'GET', '/api/atendimento?lojaId=1')).json().data;
    expect(conversation.loja).toMatchObject({ id: 1 });
    expect(conversation.mensagens.map((m: { autor: string; texto: string }) => [m.autor, m.texto])).toEqual([
      ['cliente', 'Pode mandar sem cebolinha?'],
      ['loja', 'Claro! Já avisei a cozinha.'],
    ]);
    expect(conversation.mensagens[0].lida_em).not.toBeNull();
    const reread = (await asCustomer(me.token, 'GET', '/api/atendimento?lojaId=1')).json().data;
    expect(reread.mensagens[1].lida_em).not.toBeNull();
  });

  it('refuses bad input with pt-BR messages, other people’s orders, unknown stores and strangers', async () => {
    const { me, orderId } = await cashOrder();
    const other = await orderingCustomer(app, database);
    const cases: Array<[object, number, string]> = [
      [{ lojaId: 1, texto: '   ' }, 400, 'Escreva sua mensagem.'],
      [{ lojaId: 1, texto: 'a'.repeat(1001) }, 400, 'A mensagem deve ter no máximo 1000 caracteres.'],
      [{ lojaId: 9999, texto: 'Oi' }, 404, 'Loja não encontrada.'],
      [{ lojaId: 2, texto: 'Oi', pedidoId: orderId }, 404, 'Pedido não encontrado.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await asCustomer(me.token, 'POST', '/api/atendimento', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const theirs = await asCustomer(other.token, 'POST', '/api/atendimento', {
      lojaId: 1,
      texto: 'Oi',
      pedidoId: orderId,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await asCustomer(null, 'POST', '/api/atendimento', { lojaId: 1, texto: 'Oi' })).statusCode).toBe(
      401,
    );
    expect((await asCustomer(null, 'GET', '/api/atendimento?lojaId=1')).statusCode).toBe(401);

    // the team answers only someone who wrote to its store; another store cannot read the conversation
    const silent = await asStore(key1, 'POST', `/api/operador/atendimento/${other.id}`, { texto: 'Olá' });
    expect(silent.statusCode).toBe(404);
    expect(silent.json()).toMatchObject({
      code: 'support_conversation_not_found',
      message: 'Conversa não encontrada.',
    });
    await asCustomer(me.token, 'POST', '/api/atendimento', { lojaId: 1, texto: 'Oi' });
    expect((await asStore(key2, 'GET', `/api/operador/atendimento/${me.id}`)).statusCode).toBe(404);
    expect((await asStore('x', 'GET', '/api/operador/atendimento')).statusCode).toBe(401);
  });

  it('delivers messages live: the store’s answer to the customer’s open chat, the customer’s message to the board', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const me = await orderingCustomer(app, database);
    await asCustomer(me.token, 'POST', '/api/atendimento', { lojaId: 1, texto: 'Primeira' });
    const customer = await streamOf(app, '/api/atendimento/eventos?lojaId=1', {
      authorization: `Bearer ${me.token}`,
    });
    expect(customer.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await customer.until(/event: conversa\ndata: .*\n\n/)).toContain('"texto":"Primeira"');
    const board = await streamOf(app, '/api/operador/atendimento/eventos', { 'x-operator-key': key1 });
    await board.until(/event: loja\n/);

    await asStore(key1, 'POST', `/api/operador/atendimento/${me.id}`, { texto: 'Resposta ao vivo' });
    expect(await customer.until(/event: mensagem\ndata: .*"Resposta ao vivo".*\n\n/)).toContain(
      '"autor":"loja"',
    );
    await asCustomer(me.token, 'POST', '/api/atendimento', { lojaId: 1, texto: 'Obrigado' });
    expect(await board.until(/event: mensagem\ndata: .*"Obrigado".*\n\n/)).toContain(`"id":${me.id}`);
    customer.close();
    board.close();
  });

  it('exports the customer’s own messages only, and erases them with the account', async () => {
    const me = await orderingCustomer(app, database);
    const other = await orderingCustomer(app, database);
    await asCustomer(me.token, 'POST', '/api/atendimento', { lojaId: 1, texto: 'Mensagem minha' });
    await asCustomer(other.token, 'POST', '/api/atendimento', {
      lojaId: 1,
      texto: 'Mensagem de outra pessoa',
    });
    const exported = (await asCustomer(me.token, 'GET', '/api/cliente/exportacao')).json().data;
    expect(exported.atendimento).toEqual([
      expect.objectContaining({ loja: expect.any(String), autor: 'cliente', texto: 'Mensagem minha' }),
    ]);

    const deleted = await asCustomer(me.token, 'DELETE', '/api/cliente', {});
    expect(deleted.statusCode, deleted.body).toBe(200);
    const threads = (await asStore(key1, 'GET', '/api/operador/atendimento')).json().data;
    expect(threads.find((t: { cliente: { id: number } }) => t.cliente.id === me.id)).toBeUndefined();
    expect(threads.find((t: { cliente: { id: number } }) => t.cliente.id === other.id)).toBeDefined();
  });
});
