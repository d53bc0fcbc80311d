import { Writable } from 'node:stream';
import { maskCpf } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { build } from '../../testing/build.ts';
import { closedPort } from '../../testing/redis-server.ts';
import { CPFS, client, freshPhone, signUp } from '../auth/testing.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const unreachable = await build(
  {
    LOG_LEVEL: 'info',
    PAYMENT_PROVIDER: 'pagarme',
    PAGARME_API_URL: `http://127.0.0.1:${await closedPort()}/core/v5`,
    PAGARME_SECRET_KEY: 'sk_test_4f0c1a2b3c4d5e6f',
  },
  { logStream },
);

describe('the log line of a card gateway failure', () => {
  it('says which failure it was (code, provider, detail) and never the card', async () => {
    const { app } = unreachable;
    const jwt = (
      await signUp(app, { nome: 'Joana Prado', celular: freshPhone(), email: `${freshPhone()}@exemplo.com` })
    ).usuario.jwt;
    const res = await client(app)(
      'POST',
      '/api/cartao',
      {
        apelido: 'Fora do ar',
        numero: '4000 0000 0000 1034',
        validade: '12/30',
        cvv: '358',
        titular: 'Joana Prado',
        cpf: maskCpf(CPFS[3]!),
      },
      jwt,
    );
    expect(res.statusCode).toBe(503);
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'card gateway failure');
    expect(failure).toMatchObject({ provider: 'pagarme', code: 'payment_provider_unavailable' });
    expect(failure.detail).toEqual(expect.any(String));
    expect(failure.detail).not.toBe('[redacted]');
    const output = lines.join('');
    for (const secret of ['4000000000001034', '4000 0000 0000 1034', '"358"', CPFS[3]!])
      expect(output).not.toContain(secret);
  });
});
