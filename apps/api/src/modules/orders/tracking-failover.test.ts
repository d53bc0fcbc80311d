import { describe, expect, it } from 'vitest';
import { appOn, ONE_NIGUIRI_TOTAL, orderBody, orderingApp, orderingCustomer, placer } from './testing.ts';

/**
 * Live tracking when the process a customer follows dies: the app reconnects (through the balancer) to another
 * process with `Last-Event-ID`, and the first event there is the order read from the database — its current
 * status and its whole history — so no change made in between is lost, whichever process made it.
 */
const { app: first, database } = await orderingApp();
const { app: second } = await appOn(database);
const place = placer(first);

async function listening(app: typeof first) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** An order's stream on one process: the events as they come (`id`, `event`, parsed `data`). */
function follow(port: number, orderId: number, token: string, lastEventId?: string) {
  const controller = new AbortController();
  const events: Array<{ id: string; event: string; data: Record<string, unknown> }> = [];
  const done = (async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/pedido/eventos?pedidoId=${orderId}`, {
      headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += new TextDecoder().decode(value);
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(block)?.[1];
        const event = field('event');
        if (event) events.push({ id: field('id') ?? '', event, data: JSON.parse(field('data') ?? '{}') });
      }
    }
  })().catch(() => undefined);
  return { events, stop: () => controller.abort(), done };
}

describe('following an order across processes', () => {
  it('a stream resumed on another process with Last-Event-ID misses no change made while it was away', async () => {
    const [firstPort, secondPort] = [await listening(first), await listening(second)];
    const me = await orderingCustomer(first, database);
    const placed = await place(me.token, orderBody(me.addressId, { tipo: 'pix' }, ONE_NIGUIRI_TOTAL));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data.id as number;

    const onFirst = follow(firstPort, orderId, me.token);
    await expect.poll(() => onFirst.events.length).toBe(1);
    const [opened] = onFirst.events;
    expect(opened).toMatchObject({ event: 'pedido', data: { status: 'Aguardando pagamento' } });
    // the first process dies: its stream ends
    onFirst.stop();

    // meanwhile the bank's confirmation of the Pix lands (on the process that holds the sandbox's Pix charge)
    const paid = await first.inject({
      method: 'POST',
      url: `/api/dev/pix/simular?pedidoId=${orderId}`,
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    // the app reconnects to the second process with the last id it saw
    const onSecond = follow(secondPort, orderId, me.token, opened!.id);
    await expect.poll(() => onSecond.events.length).toBe(1);
    const [resumed] = onSecond.events;
    expect(resumed!.event).toBe('pedido');
    expect(Number(resumed!.id)).toBeGreaterThan(Number(opened!.id));
    expect(resumed!.data.status).toBe('Pendente');
    const history = (resumed!.data.historicoStatus as Array<{ status: string }>).map((h) => h.status);
    expect(history).toEqual(['Aguardando pagamento', 'Pendente']);
    onSecond.stop();
    await Promise.all([onFirst.done, onSecond.done]);
  });
});
