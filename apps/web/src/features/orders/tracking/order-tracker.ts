import type { OrderStatusEventWire, OrderWire } from '@comanda/contract';
import { isFinalStatus, isOrderStatus } from '@comanda/domain';
import { createEventStreamParser, type StreamEvent } from '../../../lib/event-stream-parser.ts';

/** Waits before each new attempt to open the stream: 1 s, 2 s, 5 s, then every 10 s. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
/** Attempts in a row that fail to reach the stream (network errors) before the page polls instead. */
export const MAX_FAILED_OPENS = 4;
/** How often the order is asked for once the stream cannot be used. */
export const POLL_INTERVAL_MS = 5000;

/** How the page is kept up to date: the live stream, waiting to reconnect, polling, or no longer (final status). */
export type TrackingMode = 'connecting' | 'live' | 'reconnecting' | 'polling' | 'stopped';

export interface OrderTrackerOptions {
  /** GET /api/pedido/eventos?pedidoId=N, absolute or relative. */
  url: string;
  fetch: typeof fetch;
  /** The request headers (the bearer token), read again for every attempt. */
  headers: () => Promise<Record<string, string>>;
  /** GET /api/pedido, for polling; rejects with an error carrying the HTTP `status` when refused. */
  loadOrder: (signal: AbortSignal) => Promise<OrderWire>;
  onOrder: (order: OrderWire) => void;
  onStatus: (event: OrderStatusEventWire) => void;
  /** The stream refused the token (401): the session is over. */
  onUnauthorized: () => void;
  onMode?: (mode: TrackingMode) => void;
  /** Resolves after `ms`, or early once `signal` aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

type Attempt = 'ended' | 'failed' | 'unavailable' | 'unauthorized' | 'not-found' | 'final' | 'stopped';

const waitFor = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isOrder = (value: unknown): value is OrderWire =>
  isObject(value) &&
  typeof value.id === 'number' &&
  typeof value.status === 'string' &&
  Array.isArray(value.historicoStatus);

const isStatusEvent = (value: unknown): value is OrderStatusEventWire =>
  isObject(value) &&
  typeof value.pedidoId === 'number' &&
  typeof value.status === 'string' &&
  typeof value.data === 'string';

const statusOf = (error: unknown) =>
  isObject(error) && typeof error.status === 'number' ? error.status : undefined;

/**
 * Keeps one order up to date: reads its `text/event-stream` through fetch (the bearer token
 * travels in a header, which EventSource cannot send); the first `pedido` event is the whole order, each `status`
 * event a change. A dropped stream is opened again after 1 s, 2 s, 5 s, then 10 s, with `Last-Event-ID`. A stream
 * that cannot be opened (an answer other than 200, 401 or 404, or network errors MAX_FAILED_OPENS times in a row)
 * gives way to polling GET pedido every 5 s. A 401 ends the session; a 404 or a final status ends the tracking.
 * Answers the function that stops it.
 */
export function trackOrder(options: OrderTrackerOptions): () => void {
  const stop = new AbortController();
  const wait = options.wait ?? waitFor;
  const setMode = (mode: TrackingMode) => options.onMode?.(mode);
  let lastEventId: string | null = null;

  /** Hands an event over; answers whether the order has reached a final status. */
  const deliver = (event: StreamEvent): boolean => {
    const payload = readJson(event.data);
    if (event.event === 'pedido' && isOrder(payload)) {
      options.onOrder(payload);
      return isOrderStatus(payload.status) && isFinalStatus(payload.status);
    }
    if (event.event === 'status' && isStatusEvent(payload)) {
      options.onStatus(payload);
      return isOrderStatus(payload.status) && isFinalStatus(payload.status);
    }
    return false;
  };

  async function attempt(): Promise<Attempt> {
    const connection = new AbortController();
    const abort = () => connection.abort();
    stop.signal.addEventListener('abort', abort, { once: true });
    try {
      let response: Response;
      try {
        const headers: Record<string, string> = {
          ...(await options.headers()),
          Accept: 'text/event-stream',
          ...(lastEventId === null ? {} : { 'Last-Event-ID': lastEventId }),
        };
        response = await options.fetch(options.url, {
          headers,
          cache: 'no-store',
          credentials: 'same-origin',
          signal: connection.signal,
        });
      } catch {
        return stop.signal.aborted ? 'stopped' : 'failed';
      }
      if (response.status === 401) return 'unauthorized';
      if (response.status === 404) return 'not-found';
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !response.body || !type.includes('text/event-stream')) {
        await response.body?.cancel().catch(() => undefined);
        return 'unavailable';
      }

      setMode('live');
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = createEventStreamParser();
      let received = false;
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          for (const event of parser.push(decoder.decode(value, { stream: true }))) {
            if (event.id !== null) lastEventId = event.id;
            if (event.event === 'pedido' || event.event === 'status') received = true;
            if (deliver(event)) {
              await reader.cancel().catch(() => undefined);
              return 'final';
            }
          }
        }
      } catch {
        if (stop.signal.aborted) return 'stopped';
      }
      return received ? 'ended' : 'failed';
    } finally {
      stop.signal.removeEventListener('abort', abort);
      connection.abort();
    }
  }

  async function poll(): Promise<void> {
    setMode('polling');
    while (!stop.signal.aborted) {
      try {
        const order = await options.loadOrder(stop.signal);
        if (stop.signal.aborted) return;
        options.onOrder(order);
        if (isOrderStatus(order.status) && isFinalStatus(order.status)) return setMode('stopped');
      } catch (error) {
        // 401 has already ended the session (the API client); 404: the order is not this customer's.
        const status = statusOf(error);
        if (stop.signal.aborted || status === 401 || status === 404) return setMode('stopped');
      }
      await wait(POLL_INTERVAL_MS, stop.signal);
    }
  }

  async function run(): Promise<void> {
    let retries = 0;
    let failures = 0;
    setMode('connecting');
    while (!stop.signal.aborted) {
      const outcome = await attempt();
      if (stop.signal.aborted || outcome === 'stopped') return;
      switch (outcome) {
        case 'unauthorized':
          setMode('stopped');
          options.onUnauthorized();
          return;
        case 'not-found':
        case 'final':
          setMode('stopped');
          return;
        case 'unavailable':
          return poll();
        case 'failed':
          failures++;
          if (failures >= MAX_FAILED_OPENS) return poll();
          break;
        case 'ended':
          failures = 0;
          retries = 0;
          break;
        default: {
          const unexpected: never = outcome;
          throw new Error(`unexpected outcome ${String(unexpected)}`);
        }
      }
      setMode('reconnecting');
      const delay = RECONNECT_DELAYS_MS[Math.min(retries, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
      retries++;
      await wait(delay, stop.signal);
    }
  }

  void run();
  return () => stop.abort();
}
