import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { isSensitiveKey, redactDeep, redactPaths, redactUrl } from './redaction.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return {
    log: pino(
      { redact: { paths: redactPaths, censor: '[redacted]' }, formatters: { log: redactDeep } },
      stream,
    ),
    lines,
  };
}

describe('log redaction', () => {
  it('never writes passwords, codes, tickets, tokens or CPF', () => {
    const { log, lines } = capture();
    const secrets = {
      senha: 'Sushi2025',
      codigo: '123456',
      ticket: 'tkt-abcdefghijklmnop',
      refresh_token: 'rft-abcdefghijklmnop',
      jwt: 'eyJhbGciOiJIUzI1NiJ9.x.y',
      cpf: '52601815906',
      senhaHash: '$argon2id$v=19$m=19456',
    };
    log.info({ body: secrets }, 'body');
    log.info({ req: { body: secrets, headers: { authorization: 'Bearer eyJ.secret' } } }, 'request');
    log.info(secrets, 'top level');
    log.info({ data: { usuario: secrets } }, 'nested');
    log.info({ a: { b: { c: [{ d: secrets }] } } }, 'deeply nested');
    log.info({ payload: { Token: 'Tk-0123456789', CPF: '39053344705' } }, 'any case');
    const output = lines.join('');
    for (const value of [...Object.values(secrets), 'eyJ.secret', 'Tk-0123456789', '39053344705'])
      expect(output).not.toContain(value);
    expect(output).toContain('[redacted]');
  });
});

describe('card data and what is not secret', () => {
  it('redacts card data as the gateways name it (Pagar.me, Cielo), tokens, secrets and documents', () => {
    const { log, lines } = capture();
    log.info(
      {
        pagarme: {
          card: { number: '4111111111111111', cvv: '123', holder_name: 'Joana' },
          customer: { document: '52601815906' },
        },
        cielo: { Payment: { CreditCard: { CardNumber: '5555666677778884', SecurityCode: '291' } } },
        spec: { numero_cartao: '378282246310005', senha_cartao: '8164', cpf_titular: '39053344705' },
        credentials: {
          access_token: 'atk-abcdefghijkl',
          client_secret: 'cs-abcdefghijkl',
          'X-Api-Key': 'xak-abcdefghijkl',
          MerchantKey: 'mk-abcdefghijkl',
          senhaAtual: 'Sushi2025',
        },
      },
      'provider request',
    );
    const output = lines.join('');
    for (const secret of [
      '4111111111111111',
      '"123"',
      '52601815906',
      '5555666677778884',
      '291',
      '378282246310005',
      '8164',
      '39053344705',
      'atk-',
      'cs-',
      'xak-',
      'mk-',
      'Sushi2025',
    ])
      expect(output).not.toContain(secret);
    expect(output).toContain('"holder_name":"Joana"');
  });

  it("keeps a card-gateway failure's code, provider and detail, as the cards service logs it", () => {
    const { log, lines } = capture();
    // modules/cards/service.ts `providerFailure` and modules/payments/runner.ts, verbatim in shape
    log.warn(
      {
        provider: 'pagarme',
        code: 'payment_provider_unavailable',
        detail: 'connect ECONNREFUSED 127.0.0.1:9',
      },
      'card gateway failure',
    );
    log.warn(
      { payable: 'order', id: 12, code: 'payment_provider_error' },
      'card charge failed; will reconcile',
    );
    const [failure, charge] = lines.map((line) => JSON.parse(line));
    expect(failure).toMatchObject({
      msg: 'card gateway failure',
      provider: 'pagarme',
      code: 'payment_provider_unavailable',
      detail: 'connect ECONNREFUSED 127.0.0.1:9',
    });
    expect(charge).toMatchObject({ payable: 'order', id: 12, code: 'payment_provider_error' });
    expect(lines.join('')).not.toContain('[redacted]');
  });

  it.each([
    'code',
    'status',
    'statusCode',
    'provider',
    'detail',
    'motivo',
    'errorCode',
    'sqlState',
    'id',
    'key',
  ])('does not censor %s', (key) => expect(isSensitiveKey(key)).toBe(false));
});

describe('logged URLs', () => {
  it.each([
    ['/api/lojas?lat=-15.8&jwt=eyJ.abc.def', '/api/lojas?lat=-15.8&jwt=[redacted]'],
    ['/api/cardapio?id_loja=2&JWT=eyJ.abc.def&x=1', '/api/cardapio?id_loja=2&JWT=[redacted]&x=1'],
    ['/api/x?%6Awt=eyJ.abc&token=t0k3n&senha=S3nha&codigo=123456&cpf=52601815906', null],
    ['/api/x?refresh_token=r&ticket=t&numero=4111111111111111&cvv=123', null],
    ['/api/cardapio', '/api/cardapio'],
    ['/api/retorno?code=oauth-123456&state=s1', '/api/retorno?code=[redacted]&state=s1'],
    ['/api/x?a=%E0%A4%A&jwt=z', '/api/x?a=%E0%A4%A&jwt=[redacted]'],
  ])('%s', (url, expected) => {
    const logged = redactUrl(url);
    if (expected) expect(logged).toBe(expected);
    for (const secret of ['eyJ', 't0k3n', 'S3nha', '123456', '52601815906', '4111111111111111', '=123'])
      expect(logged).not.toContain(secret);
  });
});
