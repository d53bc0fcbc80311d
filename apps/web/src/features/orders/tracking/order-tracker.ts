import type { OrderStatusEventWire, OrderWire } from '@comanda/contract';
import { isFinalStatus, isOrderStatus } from '@comanda/domain';
import { openEventStream, type StreamEvent, sleep } from '../../../lib/event-stream.ts';

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
 * Keeps one order up to date from its `text/event-stream` (the bearer token travels in a header): the first
 * `pedido` event is the whole order, each `status` event a change. A dropped stream is opened again after 1 s (or
 * the server's `retry`), then 2 s, 5 s, 10 s, with `Last-Event-ID`. A stream that cannot be opened (an answer other
 * than 200, 401 or 404, or network errors MAX_FAILED_OPENS times in a row) gives way to polling GET pedido every 5 s.
 * A 401 ends the session; a 404 or a final status ends the tracking. Answers the function that stops it.
 */
export function trackOrder(options: OrderTrackerOptions): () => void {
  const wait = options.wait ?? sleep;
  const setMode = (mode: TrackingMode) => options.onMode?.(mode);

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

  async function poll(signal: AbortSignal): Promise<void> {
    setMode('polling');
    while (!signal.aborted) {
      try {
        const order = await options.loadOrder(signal);
        if (signal.aborted) return;
        options.onOrder(order);
        if (isOrderStatus(order.status) && isFinalStatus(order.status)) return setMode('stopped');
      } catch (error) {
        // 401 has already ended the session (the API client); 404: the order is not this customer's.
        const status = statusOf(error);
        if (signal.aborted || status === 401 || status === 404) return setMode('stopped');
      }
      await wait(POLL_INTERVAL_MS, signal);
    }
  }

  setMode('connecting');
  const stream = openEventStream({
    url: options.url,
    fetch: options.fetch,
    headers: options.headers,
    wait,
    delays: RECONNECT_DELAYS_MS,
    maxFailures: MAX_FAILED_OPENS,
    onOpen: () => setMode('live'),
    onRetry: () => setMode('reconnecting'),
    onEvent: (event) => {
      if (!deliver(event)) return;
      setMode('stopped');
      stream.close();
    },
    judge: (response) => {
      if (response.status !== 401 && response.status !== 404) return 'fallback';
      setMode('stopped');
      if (response.status === 401) options.onUnauthorized();
      return 'stop';
    },
    fallback: async (signal) => {
      await poll(signal);
      return 'stop';
    },
  });
  return stream.close;
}
