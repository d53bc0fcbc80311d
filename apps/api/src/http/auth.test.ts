import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { customersRepository } from '../modules/account/repository.ts';
import { build } from '../testing/build.ts';
import { resolveJwtSecret } from './auth.ts';

const { app, database, env } = await build({ RATE_LIMIT_MAX: '1000' });
const key = resolveJwtSecret({ secret: env.JWT_SECRET, production: false, dataDir: env.DATA_DIR });
app.get('/api/test/me', { preHandler: app.authenticate }, async (request) => ({
  status: 'success',
  data: request.customer,
}));

const customer = await customersRepository.insert(
  database.db,
  {
    nome: 'Bia',
    celular: '61991230001',
    email: 'bia@exemplo.com',
    dataNascimento: null,
    cpf: null,
    senhaHash: null,
    marketing: { push: false, email: false, sms: false },
  },
  new Date(),
);

const now = () => Math.floor(Date.now() / 1000);

/** A token signed with the server's real key, with only the claims given. */
function forge(claims: { iss?: string; iat?: number; exp?: number }): Promise<string> {
  const jwt = new SignJWT({ ver: customer.tokenVersion, ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(customer.id));
  return jwt.sign(key);
}

async function status(token: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/test/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.statusCode;
}

describe('access token claims', () => {
  it('accepts a token signed with the real key carrying issuer, issue time and expiry', async () => {
    expect(await status(await forge({ iss: 'comanda', iat: now(), exp: now() + 600 }))).toBe(200);
  });

  it.each([
    ['without exp', { iss: 'comanda', iat: now() }],
    ['without iat', { iss: 'comanda', exp: now() + 600 }],
    ['without iss', { iat: now(), exp: now() + 600 }],
    ['from another issuer', { iss: 'outro', iat: now(), exp: now() + 600 }],
    ['expired', { iss: 'comanda', iat: now() - 7200, exp: now() - 3600 }],
    ['living longer than an access token', { iss: 'comanda', iat: now(), exp: now() + 30 * 86400 }],
    ['issued too long ago', { iss: 'comanda', iat: now() - 86400, exp: now() + 600 }],
  ])('refuses a correctly signed token %s with a 401', async (_label, claims) => {
    expect(await status(await forge(claims))).toBe(401);
  });
});
