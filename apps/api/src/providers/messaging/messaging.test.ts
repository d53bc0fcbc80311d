import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from '../../config/env.ts';
import { fakeSmsProvider, fakeSmtpServer } from './fake-servers.ts';
import { httpSmsSender, SmsDeliveryError } from './http-sms-sender.ts';
import { smtpEmailSender } from './smtp-sender.ts';

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
