/** One event of a `text/event-stream`: its type ('message' when unnamed), its data lines joined and its id. */
export interface StreamEvent {
  event: string;
  data: string;
  /** The stream's last event id when this event was dispatched (an `id:` field lasts until the next one). */
  id: string | null;
}

export interface EventStreamParser {
  /** Reads the next piece of decoded text and answers the events it completes. */
  push(text: string): StreamEvent[];
}

/**
 * An incremental reader of Server-Sent Events as the HTML standard parses them: lines end with CRLF, LF or CR
 * (possibly split across pieces), `:` starts a comment (the server's `: ping`), a blank line dispatches the
 * event, one space after the colon is dropped, `data` lines are joined with LF, an event without data is skipped.
 */
export function createEventStreamParser(): EventStreamParser {
  let pending = '';
  let type = '';
  let data: string[] = [];
  let lastId: string | null = null;

  const readLine = (line: string, out: StreamEvent[]) => {
    if (line === '') {
      if (data.length > 0) out.push({ event: type || 'message', data: data.join('\n'), id: lastId });
      type = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) lastId = value;
  };

  return {
    push(text) {
      pending += text;
      const out: StreamEvent[] = [];
      let start = 0;
      for (let index = 0; index < pending.length; index++) {
        const char = pending[index];
        if (char !== '\n' && char !== '\r') continue;
        // A CR at the very end may be the first half of a CRLF: wait for the next piece.
        if (char === '\r' && index === pending.length - 1) break;
        readLine(pending.slice(start, index), out);
        if (char === '\r' && pending[index + 1] === '\n') index++;
        start = index + 1;
      }
      pending = pending.slice(start);
      return out;
    },
  };
}
