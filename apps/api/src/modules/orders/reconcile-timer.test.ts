import { describe, expect, it } from 'vitest';
import {
  ONE_NIGUIRI_TOTAL,
  orderBody,
  orderingApp,
  orderingCustomer,
  placer,
  reader,
  saveCard,
} from './testing.ts';

const { app, database, clock } = await orderingApp({ PAYMENT_RECONCILE_INTERVAL_MS: '100' });
const place = placer(app);
const read = reader(app);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PAYMENT_RECONCILE_INTERVAL_MS', () => {
  it('settles a waiting payment by itself once nobody touched it for an interval', async () => {
    const me = await orderingCustomer(app, database);
    const card = await saveCard(app, me.token, '4000 0000 0000 0036');
    const res = await place(
      me.token,
      orderBody(me.addressId, { tipo: 'cartao', cartao_id: card }, ONE_NIGUIRI_TOTAL),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    expect(res.json().data.status).toBe('Aguardando pagamento');
    // Rounds run, but the payment was touched less than an interval ago (by the app's clock).
    await sleep(400);
    expect((await read(me.token, id)).json().data.status).toBe('Aguardando pagamento');
    clock.advance(1000);
    let status = '';
    for (let i = 0; i < 50 && status !== 'Pendente'; i += 1) {
      await sleep(100);
      status = (await read(me.token, id)).json().data.status;
    }
    expect(status).toBe('Pendente');
  });
});
