import { describe, expect, it } from 'vitest';
import { build } from '../testing/build.ts';

const METRICS_TOKEN = 'm'.repeat(40);
const { app } = await build({ METRICS_TOKEN });
const scrape = (token?: string) =>
  app.inject({ url: '/metrics', headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /metrics (Prometheus)', () => {
  it('is refused without the token, and absent when no token is configured', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('x'.repeat(40))).statusCode).toBe(401);
    const { app: plain } = await build();
    expect(
      (await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
        .statusCode,
    ).not.toBe(200);
  });

  it('counts requests by route and status, their latency, order placements and the process’s state', async () => {
    await app.inject({ url: '/api/cardapio?marcaId=4' });
    await app.inject({ url: '/api/cardapio?marcaId=4' });
    await app.inject({ url: '/api/cardapio?marcaId=abc' });
    await app.inject({ url: '/um/caminho/qualquer/123' });
    await app.inject({ method: 'POST', url: '/api/pedido', payload: { pagamento: { tipo: 'pix' } } });
    const res = await scrape(METRICS_TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain('comanda_http_requests_total{method="GET",route="/api/cardapio",status="200"} 2');
    expect(text).toContain('comanda_http_requests_total{method="GET",route="/api/cardapio",status="400"} 1');
    expect(text).toMatch(
      /comanda_http_request_duration_seconds_count\{method="GET",route="\/api\/cardapio"\} 3/,
    );
    // an unknown path does not become a series of its own
    expect(text).not.toContain('/um/caminho');
    expect(text).toContain('comanda_orders_total{tipo="pix",resultado="recusado"} 1');
    expect(text).toContain('comanda_sse_connections 0');
    expect(text).toContain('comanda_payments_pending{status="aguardando"}');
    expect(text).toMatch(/comanda_nodejs_eventloop_lag_seconds \d/);
  });
});
