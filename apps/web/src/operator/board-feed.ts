import { openEventStream, sleep } from '../lib/event-stream.ts';
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

async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : REQUEST_FAILED_MESSAGE;
  } catch {
    return REQUEST_FAILED_MESSAGE;
  }
}

/**
 * Keeps the store's board up to date from GET /api/operador/eventos (the key travels in a header). Every `status`
 * event (a new order or a change) and every (re)opening asks for a reload. A dropped stream is opened again after
 * 1 s (or the server's `retry`); one that cannot be opened, after 1 s, 2 s …; after MAX_FAILED_OPENS failures in a
 * row, or an answer that is not a stream, the board is polled every 5 s and the stream tried again after 30 s.
 * A 401 stops the feed. Answers the function that stops it.
 */
export function watchBoard(options: BoardFeedOptions): () => void {
  const wait = options.wait ?? sleep;

  const change = async () => {
    try {
      await options.onChange();
    } catch {
      // the board reports its own failures; the feed carries on
    }
  };

  options.onMode('connecting');
  const stream = openEventStream({
    url: BOARD_EVENTS_URL,
    headers: () => keyHeaders(options.key),
    fetch: options.fetch,
    wait,
    delays: RECONNECT_DELAYS_MS,
    maxFailures: MAX_FAILED_OPENS,
    silenceMs: STREAM_SILENCE_MS,
    onOpen: () => {
      options.onMode('live');
      void change();
    },
    onEvent: (event) => {
      if (event.event === 'status') void change();
    },
    onRetry: () => options.onMode('reconnecting'),
    judge: async (response, signal) => {
      if (response.status !== 401) return 'fallback';
      const message = await refusalMessage(response);
      if (!signal.aborted) options.onKeyRefused(message);
      return 'stop';
    },
    fallback: async (signal) => {
      options.onMode('polling');
      for (let round = 0; round < POLLS_BEFORE_STREAM_RETRY && !signal.aborted; round++) {
        await change();
        await wait(POLL_INTERVAL_MS, signal);
      }
      return 'retry';
    },
  });
  return stream.close;
}
