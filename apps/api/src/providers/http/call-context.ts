import { AsyncLocalStorage } from 'node:async_hooks';
import diagnostics from 'node:diagnostics_channel';

/**
 * What a provider call knows of the work it is part of: the id of the request being answered (sent to the provider
 * as `X-Request-Id`, so one id finds the request in our logs and the call in theirs).
 */
export const callContext = new AsyncLocalStorage<{ requestId: string }>();

/** One finished provider call, as the metrics see it (never its body: card data may be in it). */
export interface ProviderCallRecord {
  /** The provider's host (from configuration: a bounded set). */
  provider: string;
  method: string;
  /** `2xx`, `4xx`, `5xx`…, `nao_enviada` (no connection: the provider never saw it) or `sem_resposta`. */
  outcome: string;
  seconds: number;
}

/** Every provider call is published here when it ends; each app's metrics subscribe (platform/metrics.ts). */
export const providerCalls = diagnostics.channel('comanda:provider-calls');
