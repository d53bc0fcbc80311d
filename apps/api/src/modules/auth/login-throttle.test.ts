import { describe, expect, it } from 'vitest';
import { lockAfter } from './login-throttle.ts';
import { buildWithClock, client, freshPhone, signUp } from './testing.ts';
import { AUTH_MESSAGES } from './texts.ts';

const { app, clock } = await buildWithClock();

const person = () => ({
  nome: 'Rui Tanaka',
  celular: freshPhone(),
  email: `rui.${Math.random().toString(36).slice(2, 8)}@exemplo.com`,
  senha: 'Sushi2025',
});

/** One login attempt from a client address of its own, so the per-IP limit never answers. */
const login = (email: string, senha: string) =>
  client(app)('POST', '/api/auth/login-email', { email, senha });

describe('lock schedule', () => {
  it('allows four wrong passwords, then locks for 1, 2, 4 … minutes, never more than an hour', () => {
    expect([1, 2, 3, 4].map(lockAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(lockAfter)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(lockAfter(11)).toBe(3_600_000);
    expect(lockAfter(40)).toBe(3_600_000);
  });
});

describe('per-account back-off of e-mail login', () => {
  it('locks the e-mail after five wrong passwords, refuses even the right one meanwhile, and lets the owner in after', async () => {
    const data = person();
    await signUp(app, data);
    for (let i = 0; i < 4; i++) expect((await login(data.email, 'Errada123')).statusCode).toBe(422);
    const fifth = await login(data.email, 'Errada123');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe(AUTH_MESSAGES.loginLocked(1));
    const owner = await login(data.email, data.senha);
    expect(owner.statusCode).toBe(429);
    clock.advance(61_000);
    const after = await login(data.email, data.senha);
    expect(after.statusCode, after.body).toBe(200);
    // The right password cleared the count: four more wrong ones are answered plainly again.
    for (let i = 0; i < 4; i++) expect((await login(data.email, 'Errada123')).statusCode).toBe(422);
  });

  it('doubles the lock with each further wrong password', async () => {
    const data = person();
    await signUp(app, data);
    for (let i = 0; i < 5; i++) await login(data.email, 'Errada123');
    clock.advance(61_000);
    const sixth = await login(data.email, 'Errada123');
    expect(sixth.json().message).toBe(AUTH_MESSAGES.loginLocked(2));
    clock.advance(61_000);
    expect((await login(data.email, data.senha)).statusCode).toBe(429);
    clock.advance(60_000);
    expect((await login(data.email, data.senha)).statusCode).toBe(200);
  });

  it('answers an e-mail nobody has exactly as an account’s, lock included', async () => {
    const nobody = `ninguem.${Math.random().toString(36).slice(2, 8)}@exemplo.com`;
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await login(nobody, 'Errada123'));
    expect(answers.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 429, 429]);
    expect(answers[5]!.json()).toEqual({
      status: 'error',
      code: 'login_locked',
      message: AUTH_MESSAGES.loginLocked(1),
    });
  });

  it('forgets failures after a quiet day', async () => {
    const data = person();
    await signUp(app, data);
    for (let i = 0; i < 4; i++) await login(data.email, 'Errada123');
    clock.advance(24 * 3600_000 + 1000);
    for (let i = 0; i < 4; i++) expect((await login(data.email, 'Errada123')).statusCode).toBe(422);
  });

  it('counts concurrent guesses one by one: twenty at once get four plain refusals', async () => {
    const data = person();
    await signUp(app, data);
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(data.email, 'Errada123')));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([...Array(4).fill(422), ...Array(16).fill(429)]);
  });
});
