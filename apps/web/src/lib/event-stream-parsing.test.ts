import { afterEach, describe, expect, it, vi } from 'vitest';
import { manualWait, openStream, settle } from '../testing/event-stream.ts';
import { openEventStream, type StreamEvent } from './event-stream.ts';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A client reading one stream the test writes to, and the events it handed over. */
function listen() {
  const stream = openStream();
  const events: StreamEvent[] = [];
  close = openEventStream({
    url: '/eventos',
    fetch: async () => stream.response,
    wait: manualWait().wait,
    onEvent: (event) => events.push(event),
  }).close;
  return { events, write: stream.write, writeBytes: stream.writeBytes };
}

describe('openEventStream: reading text/event-stream', () => {
  it('hands named events over and skips comments and the retry field', async () => {
    const { events, write } = listen();
    write(
      'retry: 3000\n\nid: 4\nevent: pedido\ndata: {"id":1}\n\n: ping\n\nid: 5\nevent: status\ndata: {"seq":5}\n\n',
    );
    await vi.waitFor(() =>
      expect(events).toEqual([
        { event: 'pedido', data: '{"id":1}' },
        { event: 'status', data: '{"seq":5}' },
      ]),
    );
  });

  it('completes events split anywhere across pieces, with CRLF, CR or LF line ends', async () => {
    const { events, write } = listen();
    for (const char of 'event: status\r\ndata: a\rdata:b\r\n\r\nevent:  x\ndata\n\n') write(char);
    await vi.waitFor(() =>
      expect(events).toEqual([
        { event: 'status', data: 'a\nb' },
        { event: ' x', data: '' },
      ]),
    );
  });

  it('decodes a character whose bytes arrive in two pieces', async () => {
    const { events, writeBytes } = listen();
    const bytes = new TextEncoder().encode('event: status\ndata: {"status":"Concluído"}\n\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of "í"
    writeBytes(bytes.slice(0, cut));
    writeBytes(bytes.slice(cut));
    await vi.waitFor(() => expect(events).toEqual([{ event: 'status', data: '{"status":"Concluído"}' }]));
  });

  it('waits for the blank line, skips events without data and names an unnamed event message', async () => {
    const { events, write } = listen();
    write('event: pedido\ndata: {"id"');
    write(':1}\n');
    await settle();
    expect(events).toEqual([]);
    write('\nevent: vazio\n\n');
    write('data:  sem nome\ndata:b\n\n');
    await vi.waitFor(() =>
      expect(events).toEqual([
        { event: 'pedido', data: '{"id":1}' },
        { event: 'message', data: ' sem nome\nb' },
      ]),
    );
  });

  it('ignores fields it does not know', async () => {
    const { events, write } = listen();
    write('foo: bar\nevent: status\ndata: 1\n\n');
    await vi.waitFor(() => expect(events).toEqual([{ event: 'status', data: '1' }]));
  });
});
