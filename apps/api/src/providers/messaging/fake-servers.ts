import { once } from 'node:events';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { afterAll } from 'vitest';

/** A tiny SMTP server speaking just enough RFC 5321 for one client: it records envelopes and message data. */
export async function fakeSmtpServer() {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  const server = createTcpServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          reply('250 2.0.0 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-fake.smtp\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 fake.smtp');
        else if (verb === 'MAIL') {
          current.from = /<(.*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 not implemented');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, received };
}

/** A stand-in for the SMS provider: answers with the given status and records what it got. */
export async function fakeSmsProvider(status: number) {
  const received: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: unknown }> = [];
  const server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(body),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        status < 300
          ? JSON.stringify({ id: 'b5a3b1e2-0000-4000-8000-000000000001', direction: 'OUT' })
          : JSON.stringify({ code: 'UNAUTHORIZED', message: 'Invalid token' }),
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/v2/channels/sms/messages`, received };
}
