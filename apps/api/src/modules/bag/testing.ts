import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';

let customerCounter = 0;

/** A fresh active customer and a bearer token for them (no sign-up flow needed to test the bag). */
export async function customerSession(app: FastifyInstance, database: Database) {
  customerCounter += 1;
  const [row] = await database.db
    .insert(customers)
    .values({ idExterno: randomUUID(), nome: `Cliente ${customerCounter}` })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer not created');
  const token = await app.tokens.sign({ sub: String(row.id), ver: 0 });
  return { id: row.id, token };
}

let ipCounter = 0;
/** A client address no other test uses, so per-IP limits of one test do not leak into another. */
export const uniqueIp = () => {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** POSTs JSON as a client, optionally logged in. */
export function poster(app: FastifyInstance) {
  return (url: string, payload: unknown, options: { token?: string; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      remoteAddress: options.ip ?? uniqueIp(),
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
}

/** A bag line of a product without option groups (or with its choices given). */
export const line = (cod: number, qtd = 1, extra: Record<string, unknown> = {}) => ({ cod, qtd, ...extra });
