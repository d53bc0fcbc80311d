import type { OrderStatusEventWire, OrderWire } from '@comanda/contract';
import { describe, expect, it, vi } from 'vitest';
import { openStream } from '../../../testing/event-stream.ts';
import { anOrder } from '../testing.ts';
import {
  MAX_FAILED_OPENS,
  type OrderTrackerOptions,
  POLL_INTERVAL_MS,
  type TrackingMode,
  trackOrder,
} from './order-tracker.ts';

const orderEvent = (order: OrderWire, id: number) =>
  `id: ${id}\nevent: pedido\ndata: ${JSON.stringify(order)}\n\n`;
const statusEvent = (status: OrderStatusEventWire['status'], seq: number) =>
  `id: ${seq}\nevent: status\ndata: ${JSON.stringify({ pedidoId: 41, lojaId: 2, status, data: '2026-03-09T22:05:00.000Z', seq })}\n\n`;

/** A tracker wired to a fake fetch (answers in order), recording what it was told and every wait. */
function harness(
  answers: Array<Response | Error | (() => Response)>,
  overrides: Partial<OrderTrackerOptions> = {},
) {
  const requests: Array<{ url: string; headers: Record<string, string> }> = [];
  const waits: number[] = [];
  const orders: OrderWire[] = [];
  const statuses: string[] = [];
  const modes: TrackingMode[] = [];
  const onUnauthorized = vi.fn();
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), headers: init?.headers as Record<string, string> });
    const next = answers.shift();
    if (next === undefined) return new Promise<Response>(() => undefined);
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  const stop = trackOrder({
    url: '/api/pedido/eventos?pedidoId=41',
    fetch: fetch as unknown as typeof globalThis.fetch,
    headers: async () => ({ Authorization: 'Bearer t' }),
    loadOrder: async () => anOrder({ status: 'Pendente' }),
    onOrder: (order) => orders.push(order),
    onStatus: (event) => statuses.push(event.status),
    onUnauthorized,
    onMode: (mode) => modes.push(mode),
    // Waits are recorded, not served: each lets the test run before the tracker goes on.
    wait: (ms) => {
      waits.push(ms);
      return new Promise((resolve) => setTimeout(resolve, 0));
    },
    ...overrides,
  });
  return { requests, waits, orders, statuses, modes, onUnauthorized, stop, fetch };
}

describe('trackOrder', () => {
  it('reads the order, then its changes; a dropped stream reconnects with Last-Event-ID', async () => {
    const first = openStream();
    const second = openStream();
    const t = harness([first.response, second.response]);
    first.write(orderEvent(anOrder(), 3));
    first.write(': ping\n\n');
    first.write(statusEvent('Pendente', 4).slice(0, 20));
    await vi.waitFor(() => expect(t.orders).toHaveLength(1));
    first.write(statusEvent('Pendente', 4).slice(20));
    await vi.waitFor(() => expect(t.statuses).toEqual(['Pendente']));
    expect(t.requests[0]?.headers).toMatchObject({ Authorization: 'Bearer t', Accept: 'text/event-stream' });
    expect(t.requests[0]?.headers).not.toHaveProperty('Last-Event-ID');

    first.end();
    await vi.waitFor(() => expect(t.requests).toHaveLength(2));
    expect(t.waits).toEqual([1000]);
    expect(t.requests[1]?.headers).toMatchObject({ 'Last-Event-ID': '4' });
    second.write(statusEvent('Confirmado', 5));
    await vi.waitFor(() => expect(t.statuses).toEqual(['Pendente', 'Confirmado']));
    expect(t.modes).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    t.stop();
  });

  it('backs off 1 s, 2 s, 5 s, 10 s while the network fails, then polls every 5 s', async () => {
    const failures = Array.from({ length: MAX_FAILED_OPENS }, () => new TypeError('Failed to fetch'));
    const loadOrder = vi.fn(async () => anOrder({ status: 'Em preparo' }));
    const t = harness(failures, { loadOrder });
    await vi.waitFor(() => expect(loadOrder.mock.calls.length).toBeGreaterThanOrEqual(3));
    t.stop();
    expect(t.requests).toHaveLength(MAX_FAILED_OPENS);
    expect(t.waits.slice(0, MAX_FAILED_OPENS - 1)).toEqual([1000, 2000, 5000]);
    expect(t.waits.slice(MAX_FAILED_OPENS - 1, MAX_FAILED_OPENS + 1)).toEqual([
      POLL_INTERVAL_MS,
      POLL_INTERVAL_MS,
    ]);
    expect(t.modes.at(-1)).toBe('polling');
    expect(t.orders[0]?.status).toBe('Em preparo');
  });

  it('polls at once when the server answers the stream with something else than a stream', async () => {
    const loadOrder = vi.fn(async () => anOrder({ status: 'Concluído' }));
    const t = harness([new Response('indisponível', { status: 503 })], { loadOrder });
    await vi.waitFor(() => expect(t.modes.at(-1)).toBe('stopped'));
    expect(t.modes).toEqual(['connecting', 'polling', 'stopped']);
    expect(loadOrder).toHaveBeenCalledTimes(1); // a final status ends the polling too
    expect(t.requests).toHaveLength(1);
    expect(t.waits).toEqual([]);
  });

  it('a 200 that is not an event stream (a proxy page) also falls back to polling', async () => {
    const loadOrder = vi.fn(async () => anOrder({ status: 'Cancelado' }));
    const t = harness(
      [new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } })],
      {
        loadOrder,
      },
    );
    await vi.waitFor(() => expect(loadOrder).toHaveBeenCalled());
    expect(t.modes).toContain('polling');
  });

  it('ends the session on 401 and gives up on 404, without retrying', async () => {
    const unauthorized = harness([new Response('{}', { status: 401 })]);
    await vi.waitFor(() => expect(unauthorized.onUnauthorized).toHaveBeenCalledTimes(1));
    const missing = harness([new Response('{}', { status: 404 })]);
    await vi.waitFor(() => expect(missing.modes.at(-1)).toBe('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(unauthorized.fetch).toHaveBeenCalledTimes(1);
    expect(missing.fetch).toHaveBeenCalledTimes(1);
    expect(missing.onUnauthorized).not.toHaveBeenCalled();
  });

  it('stops following an order once it reaches a final status', async () => {
    const stream = openStream();
    const t = harness([stream.response]);
    stream.write(orderEvent(anOrder({ status: 'Saiu para entrega' }), 7));
    stream.write(statusEvent('Concluído', 8) + statusEvent('Cancelado', 9));
    await vi.waitFor(() => expect(t.modes.at(-1)).toBe('stopped'));
    // the stream is closed: what comes after the final status is not read
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.statuses).toEqual(['Concluído']);
    expect(() => stream.write(statusEvent('Cancelado', 10))).toThrow();
    expect(t.fetch).toHaveBeenCalledTimes(1);
    expect(t.waits).toEqual([]);
  });

  it('stops when told to, without another attempt', async () => {
    const stream = openStream();
    const t = harness([stream.response]);
    await vi.waitFor(() => expect(t.modes).toContain('live'));
    t.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.fetch).toHaveBeenCalledTimes(1);
    expect(t.modes).not.toContain('reconnecting');
  });
});
