import { useAction } from '../../../lib/use-action.ts';
import '../../../ui/button.css';

/**
 * Development builds only: pays the payable's sandbox Pix (the caller's dev route), as the customer's bank would.
 * The screen then changes by itself, like with a real payment.
 */
export function SimulatePixButton({ onSimulate }: { onSimulate: () => Promise<void> }) {
  const [busy, run] = useAction();
  return (
    <button
      type="button"
      className="btn btn--ghost pix__simulate"
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void run(onSimulate)}
    >
      Simular pagamento (desenvolvimento)
    </button>
  );
}
