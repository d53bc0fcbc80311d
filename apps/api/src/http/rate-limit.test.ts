import { describe, expect, it } from 'vitest';
import { build } from '../testing/build.ts';

const { app } = await build({ RATE_LIMIT_MAX: '3' });

describe('rate limiting', () => {
  it('answers 429 in pt-BR past the limit', async () => {
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/banners?marcaId=4' });
      statuses.push(res.statusCode);
      last = res.json();
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last.message).toBe('Muitas tentativas em pouco tempo. Aguarde um instante e tente novamente.');
  });
});
