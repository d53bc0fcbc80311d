import { describe, expect, it } from 'vitest';
import { customersRepository } from '../modules/account/repository.ts';
import { build } from '../testing/build.ts';

const { app, database } = await build({ RATE_LIMIT_MAX: '1000' });
app.get('/api/test/me', { preHandler: app.authenticate }, async (request) => ({
  status: 'success',
  data: { sub: String(request.customer?.id), ver: request.customer?.tokenVersion },
}));
app.post('/api/test/echo', async () => ({ status: 'success' }));

/** A customer inserted straight into the database, with a fresh token version. */
const insertCustomer = (nome: string, celular: string, email: string) =>
  customersRepository.insert(
    database.db,
    {
      nome,
      celular,
      email,
      dataNascimento: null,
      cpf: null,
      senhaHash: null,
      marketing: { push: false, email: false, sms: false },
    },
    new Date(),
  );

describe('platform', () => {
  it('answers /api/health with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ok: true, version: '1.3.14' });
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404 in pt-BR', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'not_found', message: 'Recurso não encontrado.' });
  });

  it('answers malformed JSON with a 400 in pt-BR, never a 5xx', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O corpo da requisição não é um JSON válido.');
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/cardapio', '/api/banners']));
  });
});

describe('CSRF double submit', () => {
  it('refuses a browser POST whose header does not echo the cookie', async () => {
    const cookies = { 'XSRF-TOKEN': 'token-value-1234567890abc' };
    const missing = await app.inject({ method: 'POST', url: '/api/test/echo', cookies });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toMatch(/Recarregue a página/);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies,
      headers: { 'x-xsrf-token': 'other' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      cookies,
      headers: { 'x-xsrf-token': cookies['XSRF-TOKEN'] },
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('bearer authentication', () => {
  it('accepts a token it signed and exposes the customer', async () => {
    const customer = await insertCustomer('Ana', '61991234567', 'ana@exemplo.com');
    const token = await app.tokens.sign({ sub: String(customer.id), ver: customer.tokenVersion });
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sub: String(customer.id), ver: 0 });
  });

  it.each([
    ['no header', undefined],
    ['a garbage token', 'Bearer abc.def.ghi'],
    ['another scheme', 'Basic Zm9vOmJhcg=='],
  ])('answers 401 with responseCode 401 for %s', async (_label, authorization) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/me',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'error', responseCode: 401 });
  });

  it('refuses a token whose version was revoked', async () => {
    const customer = await insertCustomer('Rui', '61991234568', 'rui@exemplo.com');
    const token = await app.tokens.sign({ sub: String(customer.id), ver: customer.tokenVersion });
    await customersRepository.endAllSessions(database.db, customer.id, new Date());
    const res = await app.inject({
      method: 'GET',
      url: '/api/test/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
