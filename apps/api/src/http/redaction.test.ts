import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactPaths } from './redaction.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino({ redact: { paths: redactPaths, censor: '[redacted]' } }, stream), lines };
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
    const output = lines.join('');
    for (const value of [...Object.values(secrets), 'eyJ.secret']) expect(output).not.toContain(value);
    expect(output).toContain('[redacted]');
  });
});
