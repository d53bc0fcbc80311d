import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactDeep, redactPaths, redactUrl } from './redaction.ts';

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

describe('logged URLs', () => {
  it.each([
    ['/api/lojas?lat=-15.8&jwt=eyJ.abc.def', '/api/lojas?lat=-15.8&jwt=[redacted]'],
    ['/api/cardapio?id_loja=2&JWT=eyJ.abc.def&x=1', '/api/cardapio?id_loja=2&JWT=[redacted]&x=1'],
    ['/api/x?%6Awt=eyJ.abc&token=t0k3n&senha=S3nha&codigo=123456&cpf=52601815906', null],
    ['/api/x?refresh_token=r&ticket=t&numero=4111111111111111&cvv=123', null],
    ['/api/cardapio', '/api/cardapio'],
    ['/api/x?a=%E0%A4%A&jwt=z', '/api/x?a=%E0%A4%A&jwt=[redacted]'],
  ])('%s', (url, expected) => {
    const logged = redactUrl(url);
    if (expected) expect(logged).toBe(expected);
    for (const secret of ['eyJ', 't0k3n', 'S3nha', '123456', '52601815906', '4111111111111111', '=123'])
      expect(logged).not.toContain(secret);
  });
});
