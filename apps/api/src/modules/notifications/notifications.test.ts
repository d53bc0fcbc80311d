import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildWithClock, client, freshPhone, queryRows, signUp } from '../auth/testing.ts';
import { notificationsRepository } from './repository.ts';
import { NOTIFICATION_MESSAGES } from './service.ts';

const { app, database } = await buildWithClock();
const repo = notificationsRepository;

const newCustomer = async () => {
  const session = await signUp(app, {
    nome: 'Helena Rocha',
    celular: freshPhone(),
    email: `helena.${Math.random().toString(36).slice(2, 8)}@exemplo.com`,
  });
  const [row] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from customers where id_externo = ${session.usuario.id_externo}`,
  );
  return { ...session, id: row!.id };
};

describe('GET notificacoes', () => {
  it('lists only the caller’s notifications, newest first, with day and time in São Paulo', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    await repo.add(
      database.db,
      me.id,
      'Pedido confirmado',
      'Seu pedido foi confirmado.',
      new Date('2025-03-05T02:30:00Z'),
    );
    await repo.add(
      database.db,
      me.id,
      'Saiu para entrega',
      'Seu pedido está a caminho!',
      new Date('2025-03-05T23:07:00Z'),
    );
    await repo.add(
      database.db,
      other.id,
      'De outra pessoa',
      'Não deve aparecer.',
      new Date('2025-03-06T12:00:00Z'),
    );
    const res = await client(app)('GET', '/api/notificacoes', undefined, me.usuario.jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: [
        {
          id: expect.any(Number),
          dia: '05/03/2025',
          hora: '20:07',
          titulo: 'Saiu para entrega',
          mensagem: 'Seu pedido está a caminho!',
        },
        {
          id: expect.any(Number),
          dia: '04/03/2025',
          hora: '23:30',
          titulo: 'Pedido confirmado',
          mensagem: 'Seu pedido foi confirmado.',
        },
      ],
    });
  });

  it('answers an empty list for a new customer and 401 without a token', async () => {
    const me = await newCustomer();
    expect((await client(app)('GET', '/api/notificacoes', undefined, me.usuario.jwt)).json().data).toEqual(
      [],
    );
    expect((await client(app)('GET', '/api/notificacoes')).statusCode).toBe(401);
  });
});

describe('PUT configurar_notificacoes', () => {
  it('turns each channel on and off, answers the updated user and records each consent change', async () => {
    const me = await newCustomer();
    const call = client(app);
    const on = await call(
      'PUT',
      '/api/configurar_notificacoes',
      { jwt: 'x', tipo: 'notificacoes_marketing_sms', status: 1 },
      me.usuario.jwt,
    );
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      status: 'success',
      message: NOTIFICATION_MESSAGES.settingSaved,
      data: {
        jwt: me.usuario.jwt,
        notificacoesMarketingSms: true,
        notificacoesMarketingEmail: false,
        notificacoesMarketingPush: false,
      },
    });
    const push = await call(
      'PUT',
      '/api/configurar_notificacoes',
      { tipo: 'notificacoes_marketing_push', status: '1' },
      me.usuario.jwt,
    );
    expect(push.json().data).toMatchObject({
      notificacoesMarketingPush: true,
      notificacoesMarketingSms: true,
    });
    const off = await call(
      'PUT',
      '/api/configurar_notificacoes',
      { tipo: 'notificacoes_marketing_sms', status: 0 },
      me.usuario.jwt,
    );
    expect(off.json().data).toMatchObject({
      notificacoesMarketingSms: false,
      notificacoesMarketingPush: true,
    });

    const consents = await queryRows<{ canal: string; concedido: boolean; origem: string }>(
      database.db,
      sql`select canal, concedido, origem from marketing_consents where customer_id = ${me.id} order by id`,
    );
    expect(consents).toEqual([
      { canal: 'push', concedido: false, origem: 'cadastro' },
      { canal: 'email', concedido: false, origem: 'cadastro' },
      { canal: 'sms', concedido: false, origem: 'cadastro' },
      { canal: 'sms', concedido: true, origem: 'configuracoes' },
      { canal: 'push', concedido: true, origem: 'configuracoes' },
      { canal: 'sms', concedido: false, origem: 'configuracoes' },
    ]);
  });

  it.each([
    [{ tipo: 'notificacoes_pedido', status: 1 }, 'O campo tipo é inválido.'],
    [{ tipo: 'notificacoes_marketing_sms', status: 2 }, 'O campo status deve ser 0 ou 1.'],
    [{ tipo: 'notificacoes_marketing_sms', status: true }, 'O campo status deve ser 0 ou 1.'],
    [{ tipo: 'notificacoes_marketing_sms' }, 'O campo status deve ser 0 ou 1.'],
  ])('refuses %j with 400', async (payload, message) => {
    const me = await newCustomer();
    const res = await client(app)('PUT', '/api/configurar_notificacoes', payload, me.usuario.jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
