import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildWithClock, client, freshPhone, queryRows, signUp } from '../auth/testing.ts';
import { DEVICE_MESSAGES } from './routes.ts';

const { app, database } = await buildWithClock();
const deviceRow = async (token: string) =>
  (
    await queryRows<{ customer_id: number | null; plataforma: string }>(
      database.db,
      sql`select customer_id, plataforma from devices where token = ${token}`,
    )
  )[0];

describe('POST dispositivo', () => {
  it('registers a visitor’s token, then links it to whoever logs in on the device', async () => {
    const call = client(app);
    const anon = await call('POST', '/api/dispositivo', { token: 'fcm-abc-1', plataforma: 'android' });
    expect(anon.json()).toEqual({ status: 'success', message: DEVICE_MESSAGES.registered });
    expect(await deviceRow('fcm-abc-1')).toEqual({ customer_id: null, plataforma: 'android' });
    const { usuario } = await signUp(app, { nome: 'Rui', celular: freshPhone(), email: 'rui@exemplo.com' });
    await call('POST', '/api/dispositivo', { token: 'fcm-abc-1', plataforma: 'android' }, usuario.jwt);
    expect((await deviceRow('fcm-abc-1'))?.customer_id).toEqual(expect.any(Number));
  });

  it('refuses a bad token with 401 and a bad body with 400', async () => {
    const call = client(app);
    expect((await call('POST', '/api/dispositivo', { token: 'x' }, 'not-a-jwt')).statusCode).toBe(401);
    const empty = await call('POST', '/api/dispositivo', { token: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('O campo token é obrigatório!');
    const platform = await call('POST', '/api/dispositivo', { token: 'abc', plataforma: 'symbian' });
    expect(platform.json().message).toBe('O campo plataforma é inválido.');
  });
});
