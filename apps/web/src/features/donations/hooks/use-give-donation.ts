import type { DonationBody } from '@comanda/contract';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { giveDonation } from '../api/give-donation.ts';
import { donationOutcome } from '../donation-outcome.ts';

const newKey = () => crypto.randomUUID();

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
  const unanswered = useRef<{ body: string; key: string } | null>(null);

  const give = useCallback(
    async (body: DonationBody) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      const text = JSON.stringify(body);
      const key = unanswered.current?.body === text ? unanswered.current.key : newKey();
      unanswered.current = null;
      try {
        const outcome = donationOutcome(await giveDonation(body, key));
        if (outcome.kind === 'thanks') {
          toast.success(outcome.message);
          onThanks();
        } else if (outcome.kind === 'pix') onPix(outcome.doacaoId);
        else {
          if (outcome.retrySameKey) unanswered.current = { body: text, key };
          toast.error(outcome.message);
        }
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [onThanks, onPix],
  );
  return { busy, give };
}
