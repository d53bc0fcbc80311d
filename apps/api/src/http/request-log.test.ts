import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { build } from '../testing/build.ts';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const { app } = await build({ LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000' }, { logStream });

describe('request log lines', () => {
  it('log the URL without the access token, password, code or CPF the query carries', async () => {
    const secrets = ['eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.assinatura', 'Senha123', '654321', '52601815906'];
    const urls = [
      `/api/lojas?logradouro=Rua%20A&numero=10&bairro=Asa%20Norte&cidade=Bras%C3%ADlia&estado=DF&cep=70000-000&jwt=${secrets[0]}`,
      `/api/cardapio?id_loja=2&jwt=${secrets[0]}`,
      `/api/banners?marcaId=4&token=${secrets[0]}&senha=${secrets[1]}&codigo=${secrets[2]}&cpf=${secrets[3]}`,
    ];
    for (const url of urls) await app.inject({ method: 'GET', url });
    const output = lines.join('');
    expect(output).toContain('"url":"/api/cardapio?id_loja=2&jwt=[redacted]"');
    for (const secret of secrets) expect(output).not.toContain(secret);
  });
});
