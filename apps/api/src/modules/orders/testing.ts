import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../db/client.ts';
import { customerAddresses, customers } from '../../db/schema/index.ts';
import { uniqueIp } from '../bag/testing.ts';

/** Asa Sul, a few hundred metres from store 1 (Hanami Sushi Asa Sul). */
export const NEAR_STORE_1 = { lat: -15.8161, lng: -47.8921 };

/** A plain product of the demo menu (R$ 18,90, no option groups). */
export const NIGUIRI = 2005;

let counter = 0;

/** A fresh customer with a bearer token and a delivery address near store 1. */
export async function orderingCustomer(app: FastifyInstance, database: Database) {
  counter += 1;
  const [row] = await database.db
    .insert(customers)
    .values({ idExterno: randomUUID(), nome: `Cliente Pedido ${counter}` })
    .returning({ id: customers.id });
  const id = row!.id;
  const [address] = await database.db
    .insert(customerAddresses)
    .values({
      customerId: id,
      logradouro: 'SQS 308 Bloco C',
      numero: '12',
      bairro: 'Asa Sul',
      cidade: 'Brasília',
      estado: 'DF',
      cep: '70355-030',
      ...NEAR_STORE_1,
      lojaId: 1,
      distanciaLoja: 0.4,
      principal: true,
    })
    .returning({ id: customerAddresses.id });
  const token = await app.tokens.sign({ sub: String(id), ver: 0 });
  return { id, token, addressId: address!.id };
}

/** Saves a sandbox card for the customer through the API; answers its id. */
export async function saveCard(app: FastifyInstance, token: string, numero = '4000 0000 0000 0010') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/cartao',
    remoteAddress: uniqueIp(),
    headers: { authorization: `Bearer ${token}` },
    payload: {
      apelido: 'Meu cartão',
      numero,
      validade: '12/35',
      cvv: '123',
      titular: 'Maria da Silva',
      cpf: '526.018.159-06',
      tipo: 'Crédito',
    },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`card not saved: ${res.body}`);
  return res.json().data.id as number;
}

export type Payment =
  | { tipo: 'cartao'; cartao_id: number }
  | { tipo: 'pix' }
  | { tipo: 'dinheiro'; troco_para?: number | null }
  | { tipo: 'cartao_entrega'; forma: string; bandeira: string };

/** An order body for store 1: `qtd` niguiris, the customer's address, and the total the customer saw. */
export function orderBody(
  addressId: number,
  pagamento: Payment,
  total: number,
  extra: Record<string, unknown> = {},
) {
  return {
    lojaId: 1,
    itens: [{ cod: NIGUIRI, qtd: 1 }],
    endereco_id: addressId,
    pagamento,
    total: { valor: total },
    ...extra,
  };
}

/** POSTs an order with an Idempotency-Key (a new one unless given). */
export function placer(app: FastifyInstance) {
  return (token: string, body: unknown, key: string | null = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: '/api/pedido',
      remoteAddress: uniqueIp(),
      payload: body as InjectOptions['payload'],
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    });
}

/** The bag's total as the server prices it for the customer's address (what the app would show). */
export async function quotedTotal(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/carrinho/calcular',
    remoteAddress: uniqueIp(),
    headers: { authorization: `Bearer ${token}` },
    payload: { ...NEAR_STORE_1, ...body } as InjectOptions['payload'],
  });
  if (res.statusCode !== 200) throw new Error(`bag not priced: ${res.body}`);
  return res.json().data.totais.total.valor as number;
}
