import { once } from 'node:events';
import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../config/env.ts';
import { httpSmsSender, SmsDeliveryError } from './http-sms-sender.ts';
import { smtpEmailSender } from './smtp-sender.ts';

/** A tiny SMTP server speaking just enough RFC 5321 for one client: it records envelopes and message data. */
async function fakeSmtpServer() {
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
async function fakeSmsProvider(status: number) {
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

describe('SMTP e-mail sender', () => {
  it('delivers subject, text and HTML to an SMTP server', async () => {
    const smtp = await fakeSmtpServer();
    const sender = smtpEmailSender({ url: smtp.url, from: 'Hanami Sushi <nao-responda@hanami.test>' });
    await sender.sendEmail(
      'cliente@exemplo.com',
      'Seu código Hanami Sushi',
      'Seu código Hanami Sushi é 123456. Ele expira em 10 minutos.',
      '<p>Seu código é <strong>123456</strong></p>',
    );
    sender.close();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('nao-responda@hanami.test');
    expect(mail?.to).toEqual(['cliente@exemplo.com']);
    expect(mail?.data).toContain('Subject: =?UTF-8?Q?Seu_c=C3=B3digo_Hanami_Sushi?=');
    expect(mail?.data).toContain('123456');
    expect(mail?.data).toContain('Content-Type: text/html');
  });

  it('rejects when the server is unreachable', async () => {
    const sender = smtpEmailSender({ url: 'smtp://127.0.0.1:1', from: 'x@hanami.test' });
    await expect(sender.sendEmail('a@b.com', 's', 't')).rejects.toThrow();
    sender.close();
  });
});

describe('HTTP SMS sender (Zenvia v2)', () => {
  it('posts the documented JSON with the API token', async () => {
    const provider = await fakeSmsProvider(200);
    const sender = httpSmsSender({ url: provider.url, token: 'tok-123', sender: 'hanami' });
    await sender.sendSms('61998765432', 'Seu código Hanami Sushi é 123456. Ele expira em 10 minutos.');
    expect(provider.received).toHaveLength(1);
    const [call] = provider.received;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/v2/channels/sms/messages');
    expect(call?.headers['x-api-token']).toBe('tok-123');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      from: 'hanami',
      to: '5561998765432',
      contents: [{ type: 'text', text: 'Seu código Hanami Sushi é 123456. Ele expira em 10 minutos.' }],
    });
  });

  it('fails on a provider error without putting the text (the code) in the error', async () => {
    const provider = await fakeSmsProvider(401);
    const sender = httpSmsSender({ url: provider.url, token: 'bad', sender: 'hanami' });
    const error = await sender.sendSms('61998765432', 'código 654321').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(String(error)).toContain('401');
    expect(String(error)).not.toContain('654321');
  });

  it('fails when the provider cannot be reached', async () => {
    const sender = httpSmsSender({ url: 'http://127.0.0.1:1/sms', token: 't', sender: 's', timeoutMs: 2000 });
    await expect(sender.sendSms('61998765432', 'x')).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});

describe('messaging settings', () => {
  it('defaults to the outbox', () => {
    expect(loadEnv({}).MESSAGING_PROVIDER).toBe('outbox');
  });

  it('requires the SMTP and SMS settings for smtp+http', () => {
    expect(() => loadEnv({ MESSAGING_PROVIDER: 'smtp+http' })).toThrow(ConfigError);
    expect(() => loadEnv({ MESSAGING_PROVIDER: 'smtp+http' })).toThrow(/SMTP_URL:[\s\S]*SMS_SENDER:/);
    const env = loadEnv({
      MESSAGING_PROVIDER: 'smtp+http',
      SMTP_URL: 'smtp://mail.test:587',
      SMTP_FROM: 'x@y.z',
      SMS_API_TOKEN: 't',
      SMS_SENDER: 's',
    });
    expect(env.SMS_API_URL).toBe('https://api.zenvia.com/v2/channels/sms/messages');
  });

  it.each([
    [{ MESSAGING_PROVIDER: 'carrier-pigeon' }, 'MESSAGING_PROVIDER'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SMS_API_URL: 'ftp://x' }, 'SMS_API_URL'],
  ])('names the bad variable %o', (source, name) => {
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
