import { describe, expect, it } from 'vitest';
import { buildWithClock, client, freshPhone, signUp } from '../modules/auth/testing.ts';

const { app } = await buildWithClock({ RATE_LIMIT_MAX: '10000' });
const call = client(app);
const { usuario } = await signUp(app, {
  nome: 'Lia Sato',
  celular: freshPhone(),
  email: `${freshPhone()}@exemplo.com`,
});
const jwt = usuario.jwt;

const address = {
  apelido: 'Casa',
  logradouro: 'SQS 308 Bloco A',
  numero: '101',
  complemento: 'Apto 101',
  bairro: 'Asa Sul',
  cidade: 'Brasília',
  estado: 'DF',
  cep: '70355010',
  ponto_referencia: 'Perto da Igrejinha',
  lat: -15.8127,
  lng: -47.9005,
};

const refusal = (campo: string) => ({
  status: 'error',
  code: 'validation_failed',
  message: `O campo ${campo} contém caracteres inválidos.`,
  errors: [{ campo, mensagem: `O campo ${campo} contém caracteres inválidos.` }],
});

describe('control characters in any input', () => {
  it.each([
    'apelido',
    'logradouro',
    'numero',
    'complemento',
    'bairro',
    'cidade',
    'estado',
    'cep',
    'ponto_referencia',
  ])('a NUL in the address field %s is a 400 naming it, and nothing is saved', async (field) => {
    const res = await call('PUT', '/api/endereco_pedido', { ...address, [field]: 'A\u0000B' }, jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(field));
  });

  it('still saves the same address without the control character', async () => {
    const res = await call('PUT', '/api/endereco_pedido', address, jwt);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const saved = (await call('GET', '/api/endereco_pedido', undefined, jwt)).json().data;
    expect(saved).toHaveLength(1);
  });

  it.each([
    ['a push token', 'POST', '/api/dispositivo', { token: 'abc\u0000def', plataforma: 'web' }, 'token'],
    ['an escape in a reservation name', 'POST', '/api/reservas', { lojaId: 1, nome: 'Ana\u001b[2J' }, 'nome'],
    [
      'a DEL in a nested bag line',
      'POST',
      '/api/carrinho/calcular',
      { itens: [{ observacao: 'x\u007f' }] },
      null,
    ],
    ['a lone surrogate', 'PUT', '/api/cliente', { nome: 'Ana \ud800' }, 'nome'],
  ] as const)('refuses %s with a 400', async (_label, method, url, body, campo) => {
    const res = await call(method, url, body, jwt);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^O campo .+ contém caracteres inválidos\.$/);
    if (campo) expect(res.json().errors[0].campo).toBe(campo);
  });

  it('refuses control characters in query strings and path parameters too', async () => {
    const query = await call('GET', '/api/lojas?logradouro=Rua%00A&numero=1&bairro=B&cidade=C&estado=DF');
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('O campo logradouro contém caracteres inválidos.');
    const path = await call('GET', '/api/cep/70355%00010');
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toBe('O campo cep contém caracteres inválidos.');
  });

  it('accepts line breaks and tabs in an observation', async () => {
    const observacao = 'Sem cebola,\r\nsem wasabi\tobrigado';
    const res = await call('POST', '/api/carrinho/calcular', {
      lojaId: 1,
      itens: [{ cod: 2005, qtd: 1, observacao }],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
