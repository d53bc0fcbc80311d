import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { registerErrorHandling } from '../../http/errors.ts';
import { build } from '../../testing/build.ts';
import { healthRoutes } from './routes.ts';

const { app, database } = await build();

describe('GET /api/health', () => {
  it('lists each dependency; Redis is off when REDIS_URL is unset', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        ok: true,
        database: database.kind,
        version: '1.3.14',
        dependencies: { database: 'ok', redis: 'desativado' },
      },
    });
  });

  it('answers 503 when the database does not answer', async () => {
    const bare = Fastify({ logger: false });
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(bare);
    bare.decorate('redis', null);
    bare.decorate('lifecycle', { draining: false, drain: async () => {} });
    const unreachable = {
      kind: 'postgres',
      ping: () => Promise.reject(new Error('connection refused')),
    };
    await bare.register(healthRoutes, { database: unreachable as unknown as Database });
    for (const url of ['/health', '/pronto']) {
      const res = await bare.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'service_unavailable',
        message: 'Serviço temporariamente indisponível.',
      });
    }
    // alive all the same: restarting the process would not bring the database back
    expect((await bare.inject({ method: 'GET', url: '/vivo' })).statusCode).toBe(200);
  });
});

describe('GET /api/vivo and /api/pronto', () => {
  it('are both 200 while serving; once draining, readiness is 503 and liveness stays 200', async () => {
    const { app: other } = await build();
    expect((await other.inject({ url: '/api/pronto' })).json()).toEqual({
      status: 'success',
      data: { ok: true },
    });
    await other.lifecycle.drain();
    const ready = await other.inject({ url: '/api/pronto' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toBe('Este servidor está sendo encerrado; tente novamente.');
    expect((await other.inject({ url: '/api/vivo' })).statusCode).toBe(200);
  });
});
