import { TRY_AGAIN_LABEL } from '../lib/texts.ts';
import './button.css';
import './summary-status.css';

/**
 * The value summary's place while it has no values: being calculated, or why they could not be, with a way to try
 * again. It takes the summary's card (`.summary`) from the screens that show the summary.
 */
export function SummaryStatus({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (error)
    return (
      <div className="summary summary--error" role="alert">
        <p>{error.message}</p>
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          {TRY_AGAIN_LABEL}
        </button>
      </div>
    );
  return (
    <div className="summary summary--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>Calculando valores…</span>
    </div>
  );
}
