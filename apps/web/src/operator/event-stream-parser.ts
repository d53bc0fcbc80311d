/** One Server-Sent Event: its type ('message' when unnamed) and its data lines joined with LF. */
export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Reads a `text/event-stream` piece by piece, as the HTML standard parses it: lines end with LF, CRLF or CR (a CRLF
 * may be split between pieces), a line starting with ':' is a comment (the server's keep-alive), a blank line
 * dispatches the event, one space after the field's colon is dropped and an event without data is skipped.
 * Answers the function that takes the next piece of decoded text and answers the events it completes.
 */
export function createEventStreamParser(): (text: string) => ServerEvent[] {
  let pending = '';
  let type = '';
  let data: string[] = [];

  const readLine = (line: string, out: ServerEvent[]) => {
    if (line === '') {
      if (data.length > 0) out.push({ event: type || 'message', data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  };

  return (text) => {
    pending += text;
    const out: ServerEvent[] = [];
    let start = 0;
    for (let index = 0; index < pending.length; index++) {
      const char = pending[index];
      if (char !== '\n' && char !== '\r') continue;
      // a CR closing this piece may be the first half of a CRLF: keep it for the next piece
      if (char === '\r' && index === pending.length - 1) break;
      readLine(pending.slice(start, index), out);
      if (char === '\r' && pending[index + 1] === '\n') index++;
      start = index + 1;
    }
    pending = pending.slice(start);
    return out;
  };
}
