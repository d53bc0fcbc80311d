import { describe, expect, it } from 'vitest';
import { newCode } from './codes.ts';
import { buildWithClock, client, freshIp, freshPhone, latestCode, rowsContaining } from './testing.ts';
import { AUTH_MESSAGES } from './texts.ts';

const { app, clock, database } = await buildWithClock();

const sendCode = (celular: string, ip = freshIp()) =>
  client(app, ip)('POST', '/api/auth/codigo', { celular });
const tryCode = (celular: string, codigo: string) =>
  client(app)('POST', '/api/auth/login-telefone', { celular, codigo });
const otherThan = (code: string) => (code === '000000' ? '000001' : '000000');

describe('one-time codes', () => {
  it('are six random digits, leading zeros included', () => {
    const codes = Array.from({ length: 3000 }, newCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(2900);
  });

  it('expire 10 minutes after they are sent', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await latestCode(app, phone);
    clock.advance(10 * 60_000);
    const res = await tryCode(phone, code);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'verification_code_expired',
      message: AUTH_MESSAGES.expiredCode,
    });
  });

  it('still work just before the 10 minutes are up', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await latestCode(app, phone);
    clock.advance(10 * 60_000 - 1000);
    expect((await tryCode(phone, code)).statusCode).toBe(200);
  });

  it('are single use', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await latestCode(app, phone);
    expect((await tryCode(phone, code)).statusCode).toBe(200);
    const again = await tryCode(phone, code);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(AUTH_MESSAGES.expiredCode);
  });

  it('die after 5 wrong tries: the 6th try fails even with the right code', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await latestCode(app, phone);
    for (let i = 0; i < 5; i++) {
      const res = await tryCode(phone, otherThan(code));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(AUTH_MESSAGES.wrongCode);
    }
    const sixth = await tryCode(phone, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      status: 'error',
      code: 'verification_code_exhausted',
      message: AUTH_MESSAGES.exhaustedCode,
    });
  });

  it('accept the right code on the 5th try', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await latestCode(app, phone);
    for (let i = 0; i < 4; i++) await tryCode(phone, otherThan(code));
    expect((await tryCode(phone, code)).statusCode).toBe(200);
  });

  it('never allow more than 5 guesses, even sent all at once', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await latestCode(app, phone);
    const guesses = Array.from({ length: 20 }, (_, i) => String(i).padStart(6, '0')).filter(
      (g) => g !== code,
    );
    const answers = await Promise.all(guesses.map((g) => tryCode(phone, g)));
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(guesses.length - 5);
    expect((await tryCode(phone, code)).statusCode).toBe(429);
  });

  it('are replaced by a new one: only the latest code works', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const first = await latestCode(app, phone);
    await sendCode(phone);
    const second = await latestCode(app, phone);
    if (first !== second) expect((await tryCode(phone, first)).statusCode).toBe(422);
    expect((await tryCode(phone, second)).statusCode).toBe(200);
  });

  it('are stored only as keyed hashes, next to hashed targets', async () => {
    const phone = freshPhone();
    await sendCode(phone);
    const code = await latestCode(app, phone);
    for (const table of ['verification_codes', 'code_send_log']) {
      expect(await rowsContaining(database.db, 'public', table, code)).toBe(0);
      expect(await rowsContaining(database.db, 'public', table, phone)).toBe(0);
    }
    expect(await rowsContaining(database.db, 'public', 'outbox_messages', code)).toBe(1);
  });
});

describe('send limits', () => {
  it('allow 5 codes per number per hour, whatever the IP, then answer 429 until the hour has passed', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) expect((await sendCode(phone)).statusCode).toBe(200);
    const sixth = await sendCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      status: 'error',
      code: 'verification_codes_too_many',
      message: AUTH_MESSAGES.tooManyCodes,
    });
    clock.advance(59 * 60_000);
    expect((await sendCode(phone)).statusCode).toBe(429);
    clock.advance(60_000 + 1);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('allow 5 codes per IP per hour, whatever the number', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await sendCode(freshPhone(), ip)).statusCode).toBe(200);
    expect((await sendCode(freshPhone(), ip)).statusCode).toBe(429);
    expect((await sendCode(freshPhone())).statusCode).toBe(200);
  });

  it('count e-mail codes the same way, for accounts and unknown addresses alike', async () => {
    const ip = freshIp();
    const call = client(app, ip);
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/api/auth/senha/codigo', { email: `n${i}@exemplo.com` })).statusCode).toBe(
        200,
      );
    expect((await call('POST', '/api/auth/senha/codigo', { email: 'n9@exemplo.com' })).statusCode).toBe(429);
    for (let i = 0; i < 5; i++)
      expect(
        (await client(app)('POST', '/api/auth/senha/codigo', { email: 'alvo@exemplo.com' })).statusCode,
      ).toBe(200);
    expect(
      (await client(app)('POST', '/api/auth/senha/codigo', { email: 'ALVO@exemplo.com' })).statusCode,
    ).toBe(429);
  });
});
