import type { IncomingMessage } from 'node:http';

/** One Server-Sent Event as the stream sent it; fields it did not send are absent. */
export interface SseEvent {
  event: string;
  data: string;
  id?: string;
  retry?: number;
}

/** Reads `text/event-stream` from a response, handing each complete event (blank-line terminated) to `onEvent`. */
export function readEvents(response: IncomingMessage, onEvent: (event: SseEvent) => void): void {
  response.setEncoding('utf8');
  let buffer = '';
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: SseEvent = { event: 'message', data: '' };
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event.event = line.slice(7);
        else if (line.startsWith('data: ')) event.data += line.slice(6);
        else if (line.startsWith('id: ')) event.id = line.slice(4);
        else if (line.startsWith('retry: ')) event.retry = Number(line.slice(7));
      }
      onEvent(event);
    }
  });
}
