import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How often an idle stream sends a comment, so proxies and browsers keep it open. */
const HEARTBEAT_MS = 15_000;

/** What the browser waits before reconnecting after the stream drops (SSE `retry`). */
const RETRY_MS = 3_000;

/**
 * When the server ends every stream at once (shutting down, Redis back after an outage), each is told to wait
 * RETRY_MS plus up to this much more: the hundreds of clients of one process come back spread over seconds, not in
 * one burst on the processes left.
 */
const RECONNECT_SPREAD_MS = 5_000;

export interface EventStream {
  send(event: string, data: unknown, id?: number): void;
  /** Called once when the client goes away or the server closes the stream. */
  onClose(listener: () => void): void;
}

let live = 0;
/** How many event streams this process has open (the metrics' `comanda_sse_connections`). */
export const liveStreamCount = () => live;

/** The streams a module has open: closing the app ends them (`endAll`). */
export class EventStreams extends Set<(retryMs?: number) => void> {
  endAll(): void {
    for (const end of [...this]) end(RETRY_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS));
  }

  /**
   * The streams of one route plugin, ended when the app begins to close (`preClose`: the close waits for every open
   * connection, and a stream ends only when told) and when the event bus they follow comes back after an outage:
   * their clients reconnect and start again from what the database holds.
   */
  static of(app: FastifyInstance, bus: { onResume(listener: () => void): unknown }): EventStreams {
    const streams = new EventStreams();
    app.addHook('preClose', async () => streams.endAll());
    bus.onResume(() => streams.endAll());
    return streams;
  }
}

/**
 * Turns the reply into a `text/event-stream` (Server-Sent Events): the headers are sent at once, a comment every
 * 15 s keeps the connection alive, and `open.endAll()` (on the app's close) ends it. The caller writes events with `send`.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  open: EventStreams,
): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n\n`);
  live += 1;
  const listeners: Array<() => void> = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    live -= 1;
    clearInterval(heartbeat);
    for (const listener of listeners) listener();
  };
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on('close', close);
  raw.on('close', close);
  const end = (retryMs?: number) => {
    if (!closed && retryMs !== undefined) raw.write(`retry: ${retryMs}\n\n`);
    raw.end();
    close();
  };
  open.add(end);
  listeners.push(() => open.delete(end));
  return {
    send(event, data, id) {
      if (closed) return;
      raw.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
}
