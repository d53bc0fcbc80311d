import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action.ts';
import { orderKey } from '../../orders/index.ts';
import { simulatePixPayment } from '../api/simulate-pix.ts';

/**
 * Development builds only: pays the order's sandbox Pix (POST /api/dev/pix/simular), as the customer's bank would.
 * The screen then changes by itself, like with a real payment.
 */
export function SimulatePixButton({ pedidoId }: { pedidoId: number }) {
  const queryClient = useQueryClient();
  const [busy, run] = useAction();
  return (
    <button
      type="button"
      className="btn btn--ghost pix__simulate"
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() =>
        void run(async () => {
          queryClient.setQueryData(orderKey(pedidoId), await simulatePixPayment(pedidoId));
        })
      }
    >
      Simular pagamento (desenvolvimento)
    </button>
  );
}
