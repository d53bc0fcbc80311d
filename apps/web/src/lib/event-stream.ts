import { createParser } from 'eventsource-parser';

/** One event of a `text/event-stream`: its type ('message' when unnamed) and its data lines joined. */
export interface StreamEvent {
  event: string;
  data: string;
}

/** What to do with an answer that is not an event stream: stop for good, or fall back and try the stream later. */
export type AnswerVerdict = 'stop' | 'fallback';

export interface EventStreamOptions {
  url: string;
  /** The request headers (a bearer token, a key), read again before every attempt. */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  onEvent: (event: StreamEvent) => void;
  /** The stream has opened: what happened while it was closed is unknown. */
  onOpen?: () => void;
  /** The stream dropped or could not be opened: the next attempt comes after `delayMs`. */
  onRetry?: (delayMs: number) => void;
  /** Judges an answer that is not an event stream. Default: stop on 4xx (but 408 and 429), else fall back. */
  judge?: (response: Response, signal: AbortSignal) => AnswerVerdict | Promise<AnswerVerdict>;
  /**
   * Keeps the caller up to date another way (polling) while the stream cannot be used: after an answer judged
   * 'fallback' or `maxFailures` failed attempts in a row. Resolves 'retry' to try the stream again, 'stop' to end.
   * Without it, the client keeps trying the stream with back-off.
   */
  fallback?: (signal: AbortSignal) => Promise<'retry' | 'stop'>;
  maxFailures?: number;
  /** Waits before each new attempt in a row; the server's `retry:` replaces the first and is the least. */
  delays?: readonly number[];
  /** A stream that sends nothing (not even a comment) for this long is taken as dead. */
  silenceMs?: number;
  fetch?: typeof fetch;
  /** Resolves after `ms`, or early once `signal` aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface EventStreamClient {
  /** Ends the stream for good: no more events, callbacks or attempts. */
  close: () => void;
}

export const DEFAULT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
/** The API writes a comment every 15 s: three missed in a row mean the connection is gone. */
export const DEFAULT_SILENCE_MS = 45_000;

/** Resolves after `ms`, or early once `signal` aborts. */
export const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

const stopOnClientError = (response: Response): AnswerVerdict =>
  response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429
    ? 'stop'
    : 'fallback';

/** 'ended': the stream was read and closed; 'failed': unreachable, or closed before any event. */
type Outcome = 'ended' | 'failed' | AnswerVerdict;

/**
 * A resilient Server-Sent Events client read through fetch, so that headers (a bearer token, a key) can be sent,
 * which EventSource cannot. It sends `Last-Event-ID` on reconnection, honours the server's `retry:`, reconnects
 * with back-off when the network fails or the stream ends, and hands answers that are not a stream to `judge`.
 */
export function openEventStream(options: EventStreamOptions): EventStreamClient {
  const stopper = new AbortController();
  const { signal } = stopper;
  const fetchStream = options.fetch ?? ((input, init) => fetch(input, init));
  const wait = options.wait ?? sleep;
  const delays = options.delays ?? DEFAULT_DELAYS_MS;
  const judge = options.judge ?? stopOnClientError;
  let lastEventId = '';
  let serverRetry: number | null = null;

  const delayOf = (retry: number) => {
    const step = delays[Math.min(retry, delays.length - 1)] ?? 0;
    if (serverRetry === null) return step;
    return retry === 0 ? serverRetry : Math.max(serverRetry, step);
  };

  /** Reads the body until it ends, drops or stays silent; answers whether any event came. */
  async function read(body: ReadableStream<Uint8Array>, connection: AbortController): Promise<boolean> {
    const reader = body.getReader();
    // a closed or silent connection ends the read even where the body does not follow the fetch's signal
    connection.signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), {
      once: true,
    });
    let heard = false;
    const parser = createParser({
      onEvent: (message) => {
        if (signal.aborted) return;
        if (message.id !== undefined) lastEventId = message.id;
        heard = true;
        options.onEvent({ event: message.event ?? 'message', data: message.data });
      },
      onRetry: (ms) => {
        serverRetry = ms;
      },
      // unknown fields are ignored, as EventSource does
      onError: () => undefined,
    });
    const decoder = new TextDecoder();
    const silent = () => connection.abort();
    let silence = setTimeout(silent, options.silenceMs ?? DEFAULT_SILENCE_MS);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || signal.aborted) break;
        clearTimeout(silence);
        silence = setTimeout(silent, options.silenceMs ?? DEFAULT_SILENCE_MS);
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // dropped, silent for too long, or closed: an ended stream all the same
    } finally {
      clearTimeout(silence);
    }
    return heard;
  }

  async function attempt(): Promise<Outcome> {
    const connection = new AbortController();
    const abort = () => connection.abort();
    signal.addEventListener('abort', abort, { once: true });
    try {
      let response: Response;
      try {
        const headers: Record<string, string> = {
          ...(await options.headers?.()),
          Accept: 'text/event-stream',
          ...(lastEventId === '' ? {} : { 'Last-Event-ID': lastEventId }),
        };
        response = await fetchStream(options.url, {
          headers,
          cache: 'no-store',
          credentials: 'same-origin',
          signal: connection.signal,
        });
      } catch {
        return 'failed';
      }
      const type = response.headers.get('content-type') ?? '';
      if (response.status !== 200 || !response.body || !type.includes('text/event-stream')) {
        const verdict = await judge(response, signal);
        if (!response.bodyUsed) await response.body?.cancel().catch(() => undefined);
        return verdict;
      }
      options.onOpen?.();
      return (await read(response.body, connection)) ? 'ended' : 'failed';
    } finally {
      signal.removeEventListener('abort', abort);
      connection.abort();
    }
  }

  async function run() {
    const maxFailures = options.maxFailures ?? 3;
    let failures = 0;
    let retry = 0;
    while (!signal.aborted) {
      const outcome = await attempt();
      if (signal.aborted) return;
      switch (outcome) {
        case 'stop':
          return stopper.abort();
        case 'ended':
          failures = 0;
          retry = 0;
          break;
        case 'failed':
        case 'fallback':
          failures++;
          break;
        default: {
          const unexpected: never = outcome;
          throw new Error(`unexpected outcome ${String(unexpected)}`);
        }
      }
      if (options.fallback && (outcome === 'fallback' || failures >= maxFailures)) {
        failures = 0;
        retry = 0;
        if ((await options.fallback(signal)) === 'stop') return stopper.abort();
        continue;
      }
      const delay = delayOf(retry++);
      options.onRetry?.(delay);
      await wait(delay, signal);
    }
  }

  void run();
  return { close: () => stopper.abort() };
}
