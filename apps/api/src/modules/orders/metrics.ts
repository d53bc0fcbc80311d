import type { onResponseAsyncHookHandler } from 'fastify';
import { Counter, type Registry } from 'prom-client';

/**
 * `comanda_orders_total{tipo,resultado}` (docs/operations.md, "Metrics"): every answer to POST /api/pedido, by
 * payment type and outcome (`aceito`, `recusado` 4xx, `erro` 5xx); an idempotent replay counts as an answer.
 * Answers the hook that counts them, or null when metrics are off.
 */
export function placementCounter(registry: Registry | null): onResponseAsyncHookHandler | null {
  if (!registry) return null;
  const placements = new Counter({
    name: 'comanda_orders_total',
    help: 'Order placements answered (POST /api/pedido), by payment type and outcome',
    labelNames: ['tipo', 'resultado'] as const,
    registers: [registry],
  });
  return async (request, reply) => {
    if (request.method !== 'POST') return;
    const tipo = (request.body as { pagamento?: { tipo?: unknown } } | undefined)?.pagamento?.tipo;
    const resultado = reply.statusCode < 300 ? 'aceito' : reply.statusCode < 500 ? 'recusado' : 'erro';
    // a label from the client's body: only a short string, so that no request can grow the series without bound
    placements.inc({ tipo: typeof tipo === 'string' && tipo.length <= 20 ? tipo : 'invalido', resultado });
  };
}
