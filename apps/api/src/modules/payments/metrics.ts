import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { paymentsRepository, RECONCILED_STATUSES } from './repository.ts';

/**
 * `comanda_payments_pending{status}` (docs/operations.md, "Metrics"): the reconciliation backlog, payments
 * `aguardando` a provider and refunds `estorno_pendente`, counted at each scrape.
 */
export function pendingPaymentsGauge(registry: Registry | null, db: Db): void {
  if (!registry) return;
  new Gauge({
    name: 'comanda_payments_pending',
    help: 'Payments waiting on a provider: the reconciliation backlog, by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const counts = await paymentsRepository.pendingCounts(db);
      this.reset();
      for (const status of RECONCILED_STATUSES) this.set({ status }, counts[status]);
    },
  });
}
