import { NO_STORE_DELIVERS_MESSAGE } from '@comanda/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildWithClock, client, freshPhone, queryRows, signUp } from '../auth/testing.ts';
import { ADDRESS_NOT_LOCATED } from '../stores/service.ts';
import { ADDRESS_MESSAGES } from './service.ts';

const { app, database, clock } = await buildWithClock({ ADDRESSES_PER_CUSTOMER: '3' });
// Monday 20:00 in São Paulo: the Asa Sul, Asa Norte and Pinheiros stores are open.
clock.advance(8 * 3600 * 1000);
const call = client(app);

async function customer(nome: string) {
  const session = await signUp(app, { nome, celular: freshPhone(), email: `${freshPhone()}@exemplo.com` });
  return session.usuario.jwt;
}

const asaSul = {
  apelido: 'Casa',
  logradouro: 'SQS 308 Bloco A',
  numero: '101',
  complemento: 'Apto 101',
  bairro: 'Asa Sul',
  cidade: 'Brasília',
  estado: 'DF',
  cep: '70355010',
  ponto_referencia: 'Perto da Igrejinha',
  lat: -15.8127,
  lng: -47.9005,
};
const pinheiros = {
  apelido: 'Trabalho',
  logradouro: 'Rua dos Pinheiros',
  numero: 's/n',
  bairro: 'Pinheiros',
  cidade: 'São Paulo',
  estado: 'SP',
  cep: '05422-012',
};

describe('addresses of a logged-in customer (endereco_pedido)', () => {
  it('requires login', async () => {
    for (const [method, url] of [
      ['GET', '/api/endereco_pedido'],
      ['PUT', '/api/endereco_pedido'],
      ['DELETE', '/api/endereco_pedido?enderecoId=1'],
    ] as const) {
      const res = await call(method, url, method === 'PUT' ? asaSul : undefined);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ status: 'error', responseCode: 401 });
    }
  });

  it('saves addresses with the store computed on the server; the newest is the current one', async () => {
    const jwt = await customer('Helena Prado');
    expect((await call('GET', '/api/endereco_pedido', undefined, jwt)).json()).toEqual({
      status: 'success',
      data: [],
    });
    const first = await call(
      'PUT',
      '/api/endereco_pedido',
      { ...asaSul, loja_id: 5, distancia_loja: 0 },
      jwt,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(ADDRESS_MESSAGES.saved);
    const [saved] = first.json().data;
    expect(saved).toMatchObject({
      apelido: 'Casa',
      nome: 'Casa',
      numero: '101',
      cep: '70355-010',
      ponto_referencia: 'Perto da Igrejinha',
      lat: asaSul.lat,
      latitude: asaSul.lat,
      longitude: asaSul.lng,
      loja_id: 1, // the client's loja_id 5 is ignored
      principal: true,
    });
    expect(saved.distancia_loja).toBeGreaterThan(1);
    expect(saved.distancia_loja).toBeLessThan(1.3);

    // Without coordinates the address is geocoded (offline gazetteer); 's/n' is stored as '0'.
    const second = (await call('PUT', '/api/endereco_pedido', pinheiros, jwt)).json().data;
    expect(second.map((a: { apelido: string; principal: boolean }) => [a.apelido, a.principal])).toEqual([
      ['Trabalho', true],
      ['Casa', false],
    ]);
    expect(second[0]).toMatchObject({ numero: '0', loja_id: 5, distancia_loja: 0 });

    const selected = await call(
      'PUT',
      '/api/endereco_pedido',
      { enderecoId: saved.id, selecionar: true },
      jwt,
    );
    expect(selected.json().message).toBe(ADDRESS_MESSAGES.selected);
    expect(selected.json().data[0]).toMatchObject({ id: saved.id, principal: true });
    expect(selected.json().data[1]).toMatchObject({ apelido: 'Trabalho', principal: false });

    const edited = await call(
      'PUT',
      '/api/endereco_pedido',
      { ...asaSul, id: saved.id, complemento: 'Apto 202', lat: -15.7646, lng: -47.8773 },
      jwt,
    );
    expect(edited.json().data[0]).toMatchObject({
      id: saved.id,
      complemento: 'Apto 202',
      loja_id: 2,
      distancia_loja: 0,
      principal: true,
    });
  });

  it('acts only on the caller’s own addresses: another’s id is a 404', async () => {
    const owner = await customer('Dono Endereco');
    const intruder = await customer('Outra Pessoa');
    const id = (await call('PUT', '/api/endereco_pedido', asaSul, owner)).json().data[0].id;

    const attempts = [
      await call('PUT', '/api/endereco_pedido', { enderecoId: id, selecionar: true }, intruder),
      await call('PUT', '/api/endereco_pedido', { ...asaSul, id, apelido: 'Meu agora' }, intruder),
      await call('DELETE', `/api/endereco_pedido?enderecoId=${id}`, undefined, intruder),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'address_not_found',
        message: ADDRESS_MESSAGES.notFound,
      });
    }
    expect((await call('GET', '/api/endereco_pedido', undefined, intruder)).json().data).toEqual([]);
    const mine = (await call('GET', '/api/endereco_pedido', undefined, owner)).json().data;
    expect(mine).toMatchObject([{ id, apelido: 'Casa', principal: true }]);
  });

  it('deleting the current address makes the most recent remaining one current', async () => {
    const jwt = await customer('Bruno Sato');
    const casa = (await call('PUT', '/api/endereco_pedido', asaSul, jwt)).json().data[0];
    const trabalho = (await call('PUT', '/api/endereco_pedido', pinheiros, jwt)).json().data[0];
    const res = await call('DELETE', `/api/endereco_pedido?enderecoId=${trabalho.id}`, undefined, jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ADDRESS_MESSAGES.deleted,
      data: [{ id: casa.id, principal: true }],
    });
    expect(
      (await call('DELETE', `/api/endereco_pedido?enderecoId=${casa.id}`, undefined, jwt)).json().data,
    ).toEqual([]);
    expect(
      (await call('DELETE', `/api/endereco_pedido?enderecoId=${casa.id}`, undefined, jwt)).statusCode,
    ).toBe(404);
  });

  it('refuses more than the limit with a pt-BR 422', async () => {
    const jwt = await customer('Limite Enderecos');
    for (let i = 0; i < 3; i++)
      expect(
        (await call('PUT', '/api/endereco_pedido', { ...asaSul, apelido: `E${i}` }, jwt)).statusCode,
      ).toBe(200);
    const res = await call('PUT', '/api/endereco_pedido', asaSul, jwt);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'addresses_limit_reached',
      message: 'Você só pode cadastrar até 3 endereços!',
    });
  });

  it('concurrent saves never pass the limit nor leave two current addresses', async () => {
    const jwt = await customer('Corrida Enderecos');
    await call('PUT', '/api/endereco_pedido', asaSul, jwt);
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => call('PUT', '/api/endereco_pedido', { ...asaSul, apelido: `C${i}` }, jwt)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 422, 422]);
    const list = (await call('GET', '/api/endereco_pedido', undefined, jwt)).json().data;
    expect(list).toHaveLength(3);
    expect(list.filter((a: { principal: boolean }) => a.principal)).toHaveLength(1);
  });

  it('refuses addresses no store delivers to, or that cannot be located (422)', async () => {
    const jwt = await customer('Fora Da Area');
    const far = await call('PUT', '/api/endereco_pedido', { ...asaSul, lat: -22.9711, lng: -43.1822 }, jwt);
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toBe(NO_STORE_DELIVERS_MESSAGE);
    const unknown = await call(
      'PUT',
      '/api/endereco_pedido',
      { ...pinheiros, logradouro: 'Rua Que Não Existe', cep: null, bairro: 'Bairro Inventado' },
      jwt,
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(ADDRESS_NOT_LOCATED);
  });

  it.each([
    [{ ...asaSul, logradouro: '' }, 'O campo logradouro é obrigatório!'],
    [{ ...asaSul, numero: undefined }, 'O campo número é obrigatório!'],
    [{ ...asaSul, cep: '7035-010' }, 'CEP inválido!'],
    [{ ...asaSul, lng: undefined }, 'Informe lat e lng juntos.'],
    [{ selecionar: true }, 'O campo enderecoId é obrigatório!'],
  ])('bad body → 400 %#', async (body, message) => {
    const jwt = await customer('Dados Invalidos');
    const res = await call('PUT', '/api/endereco_pedido', body, jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('deleting the account erases its addresses', async () => {
    const jwt = await customer('Apagar Conta');
    await call('PUT', '/api/endereco_pedido', { ...asaSul, complemento: 'Apto marcador-lgpd-77' }, jwt);
    const before = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from customer_addresses where complemento = 'Apto marcador-lgpd-77'`,
    );
    expect(before[0]?.n).toBe(1);
    expect((await call('DELETE', '/api/cliente', {}, jwt)).statusCode).toBe(200);
    const after = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from customer_addresses where complemento = 'Apto marcador-lgpd-77'`,
    );
    expect(after[0]?.n).toBe(0);
  });
});
