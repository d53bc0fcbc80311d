import type { DonationBody } from '@comanda/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { createAttemptKeys } from '../../../lib/attempt-key.ts';
import { announceCardPayment } from '../../payments/index.ts';
import { giveDonation } from '../api/give-donation.ts';
import { donationOutcome } from '../donation-outcome.ts';

/**
 * Posts a donation, one attempt at a time. Every attempt has its own `Idempotency-Key`; the key is sent again only
 * when the same donation is retried after an answer that did not say whether it was charged, so it is charged at
 * most once. A Pix opens its screen; a card's result is said as an order's is (payments' `announceCardPayment`):
 * paid thanks and closes, still confirming is followed (`onConfirming`), refused says why and stays.
 */
export function useGiveDonation({
  onThanks,
  onPix,
  onConfirming,
}: {
  onThanks: () => void;
  onPix: (doacaoId: number) => void;
  onConfirming: (doacaoId: number) => void;
}) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const keys = useMemo(() => createAttemptKeys(), []);

  const give = useCallback(
    async (body: DonationBody) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        const outcome = donationOutcome(await giveDonation(body, keys.keyFor(body)));
        if (outcome.kind === 'pix') {
          keys.settle();
          onPix(outcome.doacaoId);
          return;
        }
        const { step, doacaoId } = outcome;
        if (step.kind !== 'unanswered') keys.settle();
        announceCardPayment(step);
        if (step.kind === 'paid') onThanks();
        else if (step.kind === 'confirming' && doacaoId !== null) onConfirming(doacaoId);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [keys, onThanks, onPix, onConfirming],
  );
  return { busy, give };
}
