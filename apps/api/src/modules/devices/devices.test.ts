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

describe('DELETE dispositivo', () => {
  const subscription = (endpoint: string, auth: string) =>
    JSON.stringify({ endpoint, expirationTime: null, keys: { p256dh: 'BNcRdreALRFX', auth } });

  it('removes only the caller’s own registration of the token; another customer’s stays', async () => {
    const call = client(app);
    const ana = await signUp(app, { nome: 'Ana', celular: freshPhone(), email: 'ana.disp@exemplo.com' });
    const bia = await signUp(app, { nome: 'Bia', celular: freshPhone(), email: 'bia.disp@exemplo.com' });
    await call(
      'POST',
      '/api/dispositivo',
      { token: 'fcm-ana-phone', plataforma: 'android' },
      ana.usuario.jwt,
    );
    await call('POST', '/api/dispositivo', { token: 'fcm-ana-tablet', plataforma: 'ios' }, ana.usuario.jwt);
    await call(
      'POST',
      '/api/dispositivo',
      { token: 'fcm-bia-phone', plataforma: 'android' },
      bia.usuario.jwt,
    );
    const anaId = (await deviceRow('fcm-ana-phone'))?.customer_id;

    // Bia cannot unlink Ana's token
    const foreign = await call('DELETE', '/api/dispositivo', { token: 'fcm-ana-phone' }, bia.usuario.jwt);
    expect(foreign.statusCode).toBe(200);
    expect(await deviceRow('fcm-ana-phone')).toEqual({ customer_id: anaId, plataforma: 'android' });

    const own = await call('DELETE', '/api/dispositivo', { token: 'fcm-ana-phone' }, ana.usuario.jwt);
    expect(own.json()).toEqual({ status: 'success', message: DEVICE_MESSAGES.removed });
    expect(await deviceRow('fcm-ana-phone')).toBeUndefined();
    expect(await deviceRow('fcm-ana-tablet')).toEqual({ customer_id: anaId, plataforma: 'ios' });
    expect((await deviceRow('fcm-bia-phone'))?.plataforma).toBe('android');

    // already gone: the same answer, nothing else touched
    const again = await call('DELETE', '/api/dispositivo', { token: 'fcm-ana-phone' }, ana.usuario.jwt);
    expect(again.statusCode).toBe(200);
    expect(await deviceRow('fcm-bia-phone')).toBeDefined();
  });

  it('matches a browser subscription by its endpoint; a shared device passed on to another account is not removed', async () => {
    const call = client(app);
    const caio = await signUp(app, { nome: 'Caio', celular: freshPhone(), email: 'caio.disp@exemplo.com' });
    const duda = await signUp(app, { nome: 'Duda', celular: freshPhone(), email: 'duda.disp@exemplo.com' });
    const caioToken = subscription('https://push.example.com/send/caio-1', 'a1');
    const sharedToken = subscription('https://push.example.com/send/shared-2', 'b2');
    await call('POST', '/api/dispositivo', { token: caioToken }, caio.usuario.jwt);
    await call('POST', '/api/dispositivo', { token: sharedToken }, caio.usuario.jwt);
    // the shared browser is then registered by Duda: the token is hers now
    await call('POST', '/api/dispositivo', { token: sharedToken }, duda.usuario.jwt);
    const dudaId = (await deviceRow(sharedToken))?.customer_id;

    // the same subscription serialised with its fields in another order still names it
    const reordered = JSON.stringify({
      keys: { auth: 'a1', p256dh: 'BNcRdreALRFX' },
      endpoint: 'https://push.example.com/send/caio-1',
    });
    expect(
      (await call('DELETE', '/api/dispositivo', { token: reordered }, caio.usuario.jwt)).statusCode,
    ).toBe(200);
    expect(await deviceRow(caioToken)).toBeUndefined();
    await call('DELETE', '/api/dispositivo', { token: sharedToken }, caio.usuario.jwt);
    expect(await deviceRow(sharedToken)).toEqual({ customer_id: dudaId, plataforma: 'web' });
  });

  it('needs a login (401) and a token (400)', async () => {
    const call = client(app);
    await call('POST', '/api/dispositivo', { token: 'fcm-visitor', plataforma: 'android' });
    const anonymous = await call('DELETE', '/api/dispositivo', { token: 'fcm-visitor' });
    expect(anonymous.statusCode).toBe(401);
    expect(await deviceRow('fcm-visitor')).toEqual({ customer_id: null, plataforma: 'android' });
    const { usuario } = await signUp(app, {
      nome: 'Eva',
      celular: freshPhone(),
      email: 'eva.disp@exemplo.com',
    });
    const empty = await call('DELETE', '/api/dispositivo', { token: ' ' }, usuario.jwt);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('O campo token é obrigatório!');
    expect((await call('DELETE', '/api/dispositivo', {}, usuario.jwt)).json().message).toBe(
      'O campo token é obrigatório!',
    );
  });
});
