import { describe, expect, it } from 'vitest';
import { createEventStreamParser } from './event-stream-parser.ts';

/** The events' type and data (ids are checked in the other file). */
function reader() {
  const parser = createEventStreamParser();
  return (text: string) => parser.push(text).map(({ event, data }) => ({ event, data }));
}

describe('createEventStreamParser: pieces, comments, line ends', () => {
  it('reads named events and skips comments', () => {
    const parse = reader();
    expect(
      parse(
        'retry: 3000\n\nevent: loja\ndata: {"id":2}\n\n: ping\n\nid: 7\nevent: status\ndata: {"seq":7}\n\n',
      ),
    ).toEqual([
      { event: 'loja', data: '{"id":2}' },
      { event: 'status', data: '{"seq":7}' },
    ]);
  });

  it('completes an event split anywhere across pieces, CRLF included', () => {
    const parse = reader();
    const text = 'event: status\r\ndata: {"pedidoId":12}\r\n\r\n';
    const events = [...text].flatMap((char) => parse(char));
    expect(events).toEqual([{ event: 'status', data: '{"pedidoId":12}' }]);
  });

  it('joins data lines, names an unnamed event message and drops one space only', () => {
    const parse = reader();
    expect(parse('data:  a\ndata:b\n\nevent: x\n\n')).toEqual([{ event: 'message', data: ' a\nb' }]);
  });

  it('keeps an unfinished event until its blank line', () => {
    const parse = reader();
    expect(parse('event: status\ndata: 1\n')).toEqual([]);
    expect(parse('\n')).toEqual([{ event: 'status', data: '1' }]);
  });
});
