import type { DonationBody } from '@comanda/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import { createAttemptKeys } from '../../../lib/attempt-key.ts';
import { toast } from '../../../lib/toast.ts';
import { giveDonation } from '../api/give-donation.ts';
import { donationOutcome } from '../donation-outcome.ts';

/**
 * Posts a donation, one attempt at a time. Every attempt has its own `Idempotency-Key`; the key is sent again only
 * when the same donation is retried after a request that got no answer, so it is charged at most once.
 * An approved card thanks and closes; a Pix opens its screen; a refusal says why.
 */
export function useGiveDonation({
  onThanks,
  onPix,
}: {
  onThanks: () => void;
  onPix: (doacaoId: number) => void;
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
        // only a request that got no answer is sent again with its key; any other answer settles the attempt
        if (outcome.kind !== 'refused' || !outcome.retrySameKey) keys.settle();
        if (outcome.kind === 'thanks') {
          toast.success(outcome.message);
          onThanks();
        } else if (outcome.kind === 'pix') onPix(outcome.doacaoId);
        else toast.error(outcome.message);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [keys, onThanks, onPix],
  );
  return { busy, give };
}
