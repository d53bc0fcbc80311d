/** Fakes for tests of Server-Sent Events clients: a stream answer the test writes to, and waits it releases. */

const encoder = new TextEncoder();

/** An open `text/event-stream` answer whose body the test writes to, ends or breaks. */
export function openStream(contentType = 'text/event-stream; charset=utf-8') {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': contentType } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    writeBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    end: () => controller.close(),
    /** The connection drops mid-stream. */
    fail: () => controller.error(new TypeError('network error')),
  };
}

export const jsonAnswer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A `wait` the test releases one call at a time, recording each delay asked for. */
export function manualWait() {
  const delays: number[] = [];
  const pending: Array<() => void> = [];
  return {
    delays,
    wait: (ms: number) =>
      new Promise<void>((resolve) => {
        delays.push(ms);
        pending.push(resolve);
      }),
    release: () => pending.shift()?.(),
  };
}

/** Lets pending promises and stream reads settle. */
export const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
