/** The first retry of a refund the provider has not confirmed waits this long; each further one twice as long. */
export const REFUND_RETRY_BASE_MS = 30_000;
/** Retries of a pending refund are never further apart than this. */
export const REFUND_RETRY_MAX_MS = 3_600_000;

/** How long after its `attempts`-th refused attempt (1, 2 …) a pending refund is asked for again. */
export function refundRetryDelayMs(attempts: number): number {
  const doublings = Math.max(0, Math.floor(attempts) - 1);
  return Math.min(REFUND_RETRY_BASE_MS * 2 ** Math.min(doublings, 30), REFUND_RETRY_MAX_MS);
}

/** Whether a refund still pending, last attempted at `lastAttempt` after `attempts` attempts, is due at `now`. */
export function isRefundDue(lastAttempt: Date, attempts: number, now: Date): boolean {
  return now.getTime() - lastAttempt.getTime() >= refundRetryDelayMs(attempts);
}
