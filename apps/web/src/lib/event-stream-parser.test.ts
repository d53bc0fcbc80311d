import { describe, expect, it } from 'vitest';
import { createEventStreamParser } from './event-stream-parser.ts';

describe('text/event-stream parser', () => {
  it('reads named events with ids, skipping comments and the retry field', () => {
    const parser = createEventStreamParser();
    const events = parser.push(
      'retry: 3000\n\nid: 4\nevent: pedido\ndata: {"id":1}\n\n: ping\n\nid: 5\nevent: status\ndata: {"seq":5}\n\n',
    );
    expect(events).toEqual([
      { event: 'pedido', data: '{"id":1}', id: '4' },
      { event: 'status', data: '{"seq":5}', id: '5' },
    ]);
  });

  it('joins events split anywhere across pieces, with CRLF, CR or LF line ends', () => {
    const parser = createEventStreamParser();
    const text = 'event: status\r\ndata: a\rdata:b\r\n\r\nevent:  x\ndata\n\n';
    const events = [...text].flatMap((char) => parser.push(char));
    expect(events).toEqual([
      { event: 'status', data: 'a\nb', id: null },
      { event: ' x', data: '', id: null },
    ]);
  });

  it('waits for the blank line and skips events without data', () => {
    const parser = createEventStreamParser();
    expect(parser.push('event: pedido\ndata: {"id"')).toEqual([]);
    expect(parser.push(':1}\n')).toEqual([]);
    expect(parser.push('\nevent: vazio\n\n')).toEqual([{ event: 'pedido', data: '{"id":1}', id: null }]);
    expect(parser.push('data: sem nome\n\n')).toEqual([{ event: 'message', data: 'sem nome', id: null }]);
  });
});
