import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, manualWait, openStream, settle } from '../testing/event-stream.ts';
import { type EventStreamOptions, openEventStream, type StreamEvent } from './event-stream.ts';

type Answer = Response | Error;

let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  vi.useRealTimers();
});

/** A client on a fake fetch that gives `answers` in order (then never answers), recording what it was told. */
function start(answers: Answer[], overrides: Partial<EventStreamOptions> = {}) {
  const requests: Array<Record<string, string>> = [];
  const events: StreamEvent[] = [];
  const retries: number[] = [];
  const opens = vi.fn();
  const waits = manualWait();
  let token = 0;
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push(init?.headers as Record<string, string>);
    const next = answers.shift();
    if (next === undefined) return new Promise<Response>(() => undefined);
    if (next instanceof Error) throw next;
    return next;
  });
  const client = openEventStream({
    url: '/api/eventos',
    fetch: fetch as unknown as typeof globalThis.fetch,
    headers: async () => ({ Authorization: `Bearer t${++token}` }),
    wait: waits.wait,
    onEvent: (event) => events.push(event),
    onOpen: opens,
    onRetry: (ms) => retries.push(ms),
    ...overrides,
  });
  close = client.close;
  return { client, fetch, requests, events, retries, opens, waits };
}

const networkErrors = (count: number) =>
  Array.from({ length: count }, () => new TypeError('Failed to fetch'));

describe('openEventStream: connection', () => {
  it('sends the headers read for each attempt and, on reconnection, the last event id', async () => {
    const first = openStream();
    const second = openStream();
    const third = openStream();
    const t = start([first.response, second.response, third.response]);
    first.write('id: 7\nevent: pedido\ndata: {}\n\nevent: status\ndata: {}\n\n');
    await vi.waitFor(() => expect(t.events).toHaveLength(2));
    expect(t.requests[0]).toEqual({ Authorization: 'Bearer t1', Accept: 'text/event-stream' });

    first.end();
    await vi.waitFor(() => expect(t.retries).toEqual([1000]));
    t.waits.release();
    await vi.waitFor(() => expect(t.requests).toHaveLength(2));
    // an id lasts until the next one: the event after it carried none
    expect(t.requests[1]).toEqual({
      Authorization: 'Bearer t2',
      Accept: 'text/event-stream',
      'Last-Event-ID': '7',
    });

    second.write('id\ndata: x\n\n'); // an empty id forgets the last one
    await vi.waitFor(() => expect(t.events).toHaveLength(3));
    second.end();
    await vi.waitFor(() => expect(t.waits.delays).toHaveLength(2));
    t.waits.release();
    await vi.waitFor(() => expect(t.requests).toHaveLength(3));
    expect(t.requests[2]).not.toHaveProperty('Last-Event-ID');
    expect(t.opens).toHaveBeenCalledTimes(3);
  });

  it("waits the server's retry after a drop, and never less while backing off", async () => {
    const stream = openStream();
    const t = start([stream.response, ...networkErrors(3)]);
    stream.write('retry: 3000\n\nevent: status\ndata: {}\n\n');
    await vi.waitFor(() => expect(t.events).toHaveLength(1));
    stream.end();
    for (let attempt = 1; attempt <= 4; attempt++) {
      await vi.waitFor(() => expect(t.waits.delays).toHaveLength(attempt));
      t.waits.release();
    }
    expect(t.waits.delays).toEqual([3000, 3000, 5000, 10_000]);
    expect(t.retries).toEqual(t.waits.delays);
  });

  it('backs off 1 s, 2 s, 5 s, then every 10 s while the network fails', async () => {
    const t = start(networkErrors(5));
    for (let attempt = 1; attempt <= 5; attempt++) {
      await vi.waitFor(() => expect(t.waits.delays).toHaveLength(attempt));
      t.waits.release();
    }
    expect(t.waits.delays).toEqual([1000, 2000, 5000, 10_000, 10_000]);
    await vi.waitFor(() => expect(t.fetch).toHaveBeenCalledTimes(6));
    expect(t.opens).not.toHaveBeenCalled();
  });

  it('takes a stream that drops before any event as a failure, and one that carried events as a success', async () => {
    const empty = openStream();
    const broken = openStream();
    const good = openStream();
    const t = start([empty.response, broken.response, good.response]);
    empty.write(': ping\n\n');
    empty.end();
    await vi.waitFor(() => expect(t.waits.delays).toEqual([1000]));
    t.waits.release();
    await vi.waitFor(() => expect(t.fetch).toHaveBeenCalledTimes(2));
    broken.fail();
    await vi.waitFor(() => expect(t.waits.delays).toEqual([1000, 2000]));
    t.waits.release();
    await vi.waitFor(() => expect(t.fetch).toHaveBeenCalledTimes(3));
    good.write('data: ok\n\n');
    good.fail();
    await vi.waitFor(() => expect(t.waits.delays).toEqual([1000, 2000, 1000]));
  });

  it.each([401, 403, 404])('stops for good on %i by default', async (status) => {
    const t = start([jsonAnswer(status, { message: 'x' })]);
    await settle();
    expect(t.fetch).toHaveBeenCalledTimes(1);
    expect(t.waits.delays).toEqual([]);
  });

  it('tries again with back-off after a 503 or an answer that is not a stream', async () => {
    const html = new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } });
    const t = start([jsonAnswer(503, {}), html]);
    await vi.waitFor(() => expect(t.waits.delays).toEqual([1000]));
    t.waits.release();
    await vi.waitFor(() => expect(t.waits.delays).toEqual([1000, 2000]));
    expect(t.opens).not.toHaveBeenCalled();
  });

  it('hands the answer to judge: stop ends it, fallback runs the fallback at once', async () => {
    const fallback = vi.fn(async () => 'stop' as const);
    const judged: number[] = [];
    const t = start([jsonAnswer(409, {}), jsonAnswer(401, {})], {
      judge: (response) => {
        judged.push(response.status);
        return response.status === 409 ? 'fallback' : 'stop';
      },
      fallback,
    });
    await vi.waitFor(() => expect(fallback).toHaveBeenCalledTimes(1));
    await settle();
    expect(judged).toEqual([409]);
    expect(t.fetch).toHaveBeenCalledTimes(1);
  });

  it('falls back after maxFailures failures in a row, then tries the stream again afresh', async () => {
    let fallbacks = 0;
    const fallback = vi.fn(async () => (++fallbacks === 1 ? ('retry' as const) : ('stop' as const)));
    const t = start(networkErrors(4), { maxFailures: 2, fallback });
    await vi.waitFor(() => expect(t.waits.delays).toEqual([1000]));
    t.waits.release();
    await vi.waitFor(() => expect(fallback).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(t.waits.delays).toEqual([1000, 1000]));
    t.waits.release();
    await vi.waitFor(() => expect(fallback).toHaveBeenCalledTimes(2));
    await settle();
    expect(t.fetch).toHaveBeenCalledTimes(4);
  });

  it('once closed, hands nothing more over and never opens the stream again', async () => {
    const stream = openStream();
    const t = start([stream.response], {
      onEvent: (event) => {
        t.events.push(event);
        if (event.data === 'fim') t.client.close();
      },
    });
    stream.write('data: um\n\ndata: fim\n\ndata: depois\n\n');
    await vi.waitFor(() => expect(t.events.map((event) => event.data)).toEqual(['um', 'fim']));
    await settle();
    expect(t.events).toHaveLength(2);
    expect(t.waits.delays).toEqual([]);
    expect(t.fetch).toHaveBeenCalledTimes(1);
  });

  it('closes a stream that stays silent too long, while comments keep it open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stream = openStream();
    const t = start([stream.response], { silenceMs: 45_000 });
    stream.write('data: ok\n\n');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.opens).toHaveBeenCalledTimes(1);
    for (let beat = 0; beat < 4; beat++) {
      await vi.advanceTimersByTimeAsync(15_000);
      stream.write(': ping\n\n');
    }
    await vi.advanceTimersByTimeAsync(44_000);
    expect(t.retries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.retries).toEqual([1000]);
  });
});
