import { createEventStreamParser } from '../lib/event-stream-parser.ts';
import { BOARD_EVENTS_URL, keyHeaders, REQUEST_FAILED_MESSAGE } from './operator-api.ts';

/** Waits before each new attempt to open the stream after it dropped or failed: 1 s, 2 s, 5 s, then 10 s. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
/** Attempts in a row that cannot reach the stream before the board polls instead. */
export const MAX_FAILED_OPENS = 3;
/** How often the board is reloaded while the stream cannot be used. */
export const POLL_INTERVAL_MS = 5000;
/** Polls made before the stream is tried again (30 s). */
export const POLLS_BEFORE_STREAM_RETRY = 6;
/** The server writes a comment every 15 s: a stream silent for three of those is taken as dead. */
export const STREAM_SILENCE_MS = 45_000;

/** How the board is kept up to date: opening the stream, live, waiting to open it again, or polling. */
export type FeedMode = 'connecting' | 'live' | 'reconnecting' | 'polling';

export interface BoardFeedOptions {
  key: string;
  /** Reload the board: the stream opened (what happened while it was closed is unknown), an event came or a poll. */
  onChange: () => Promise<void> | void;
  onMode: (mode: FeedMode) => void;
  /** The API refused the key (401), with its message: the feed has stopped. */
  onKeyRefused: (message: string) => void;
  fetch?: typeof fetch;
  /** Resolves after `ms`, or early once `signal` aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

type Attempt =
  | { kind: 'ended' }
  | { kind: 'failed' }
  | { kind: 'unavailable' }
  | { kind: 'refused'; message: string }
  | { kind: 'stopped' };

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

async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : REQUEST_FAILED_MESSAGE;
  } catch {
    return REQUEST_FAILED_MESSAGE;
  }
}

/**
 * Keeps the store's board up to date from GET /api/operador/eventos, read through fetch because the key travels in
 * a header, which EventSource cannot send. Every `status` event (a new order or a change) and every (re)opening
 * asks for a reload. A dropped stream is opened again after 1 s; one that cannot be opened, after 1 s, 2 s …;
 * after MAX_FAILED_OPENS failures in a row, or an answer that is not a stream, the board is polled every 5 s and
 * the stream tried again every 30 s. Answers the function that stops it.
 */
export function watchBoard(options: BoardFeedOptions): () => void {
  const stop = new AbortController();
  const fetchStream = options.fetch ?? ((input, init) => fetch(input, init));
  const wait = options.wait ?? waitFor;

  const change = async () => {
    try {
      await options.onChange();
    } catch {
      // the board reports its own failures; the feed carries on
    }
  };

  async function readStream(body: ReadableStream<Uint8Array>, connection: AbortController) {
    const reader = body.getReader();
    // a stopped or silent connection ends the read even where the body does not follow the fetch's signal
    connection.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), {
      once: true,
    });
    const decoder = new TextDecoder();
    const parser = createEventStreamParser();
    let silence = setTimeout(() => connection.abort(), STREAM_SILENCE_MS);
    let heard = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        clearTimeout(silence);
        silence = setTimeout(() => connection.abort(), STREAM_SILENCE_MS);
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (event.event === 'loja') heard = true;
          if (event.event === 'status') {
            heard = true;
            void change();
          }
        }
      }
    } catch {
      // dropped, silent for too long, or stopped: told apart by the caller
    } finally {
      clearTimeout(silence);
    }
    return heard;
  }

  async function attempt(): Promise<Attempt> {
    const connection = new AbortController();
    const abort = () => connection.abort();
    stop.signal.addEventListener('abort', abort, { once: true });
    try {
      let response: Response;
      try {
        response = await fetchStream(BOARD_EVENTS_URL, {
          headers: { ...keyHeaders(options.key), Accept: 'text/event-stream' },
          cache: 'no-store',
          credentials: 'same-origin',
          signal: connection.signal,
        });
      } catch {
        return stop.signal.aborted ? { kind: 'stopped' } : { kind: 'failed' };
      }
      if (response.status === 401) return { kind: 'refused', message: await refusalMessage(response) };
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !response.body || !type.includes('text/event-stream')) {
        await response.body?.cancel().catch(() => undefined);
        return { kind: 'unavailable' };
      }
      options.onMode('live');
      void change();
      const heard = await readStream(response.body, connection);
      if (stop.signal.aborted) return { kind: 'stopped' };
      return heard ? { kind: 'ended' } : { kind: 'failed' };
    } finally {
      stop.signal.removeEventListener('abort', abort);
      connection.abort();
    }
  }

  async function poll() {
    options.onMode('polling');
    for (let round = 0; round < POLLS_BEFORE_STREAM_RETRY && !stop.signal.aborted; round++) {
      await change();
      await wait(POLL_INTERVAL_MS, stop.signal);
    }
  }

  async function run() {
    let failures = 0;
    options.onMode('connecting');
    while (!stop.signal.aborted) {
      const outcome = await attempt();
      if (stop.signal.aborted) return;
      switch (outcome.kind) {
        case 'stopped':
          return;
        case 'refused':
          options.onKeyRefused(outcome.message);
          return;
        case 'unavailable':
          failures = 0;
          await poll();
          break;
        case 'failed':
          failures++;
          if (failures >= MAX_FAILED_OPENS) {
            failures = 0;
            await poll();
          } else {
            options.onMode('reconnecting');
            await wait(RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length) - 1]!, stop.signal);
          }
          break;
        case 'ended':
          failures = 0;
          options.onMode('reconnecting');
          await wait(RECONNECT_DELAYS_MS[0], stop.signal);
          break;
        default: {
          const unexpected: never = outcome;
          throw new Error(`unknown outcome ${String(unexpected)}`);
        }
      }
    }
  }

  void run();
  return () => stop.abort();
}
