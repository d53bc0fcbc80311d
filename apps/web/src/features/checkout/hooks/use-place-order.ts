import type { OrderWire, PricedBag } from '@comanda/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { createAttemptKeys } from '../../../lib/attempt-key.ts';
import { toast } from '../../../lib/toast.ts';
import { removeCoupon } from '../../bag/index.ts';
import { announceCardPayment } from '../../payments/index.ts';
import { placeOrder } from '../api/place-order.ts';
import { type CheckoutDraft, placeOrderBody } from '../checkout-body.ts';
import { type PlaceOutcome, placeOutcome } from '../place-outcome.ts';

/** What stops the order after an answer and stays on screen until the customer acts. */
export type CheckoutProblem =
  | { kind: 'total-changed'; priced: PricedBag; message: string }
  | { kind: 'payment' }
  | { kind: 'cash-change'; message: string };

/**
 * Places the order once per attempt (createAttemptKeys) and acts on the answer (place-outcome.ts): the placed
 * order goes to `onPlaced` (with whether its card is still being confirmed); a refusal keeps the bag and says why once, in a toast, and leaves on screen what the
 * customer has to do about it (confirm a new total, choose another payment, change the change asked for).
 */
export function usePlaceOrder(onPlaced: (order: OrderWire, message: string, confirming: boolean) => void) {
  const keys = useMemo(() => createAttemptKeys(), []);
  const queryClient = useQueryClient();
  const running = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);

  const act = useCallback(
    (outcome: PlaceOutcome) => {
      switch (outcome.kind) {
        case 'placed':
          onPlaced(outcome.order, outcome.message, outcome.confirming);
          return;
        case 'total-changed':
          setProblem({ kind: 'total-changed', priced: outcome.priced, message: outcome.message });
          void queryClient.invalidateQueries({ queryKey: ['carrinho/calcular'] });
          return;
        case 'payment-refused':
          setProblem({ kind: 'payment' });
          announceCardPayment({ kind: 'refused', message: outcome.message });
          return;
        case 'cash-change':
          setProblem({ kind: 'cash-change', message: outcome.message });
          toast.error(outcome.message);
          return;
        case 'coupon-refused':
          removeCoupon();
          toast.error(outcome.message);
          return;
        case 'unanswered':
        case 'refused':
          toast.error(outcome.message);
          return;
        case 'session-ended':
          return;
        default: {
          const unknown: never = outcome;
          throw new Error(`unknown outcome ${JSON.stringify(unknown)}`);
        }
      }
    },
    [onPlaced, queryClient],
  );

  const place = useCallback(
    async (draft: CheckoutDraft) => {
      if (running.current) return;
      running.current = true;
      setPlacing(true);
      setProblem(null);
      try {
        const body = placeOrderBody(draft);
        const outcome = placeOutcome(await placeOrder(body, keys.keyFor(body)));
        if (outcome.kind !== 'unanswered') keys.settle();
        act(outcome);
      } finally {
        running.current = false;
        setPlacing(false);
      }
    },
    [keys, act],
  );

  const dismissProblem = useCallback(() => setProblem(null), []);

  return { place, placing, problem, dismissProblem, showProblem: setProblem };
}
