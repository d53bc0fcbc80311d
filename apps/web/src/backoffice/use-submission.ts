import { useCallback, useState } from 'react';
import { failureMessage } from './backoffice-api.ts';

/**
 * A form's call: `busy` while it runs, the API's pt-BR message in `error` when it fails (after telling the screen,
 * which sends a lost session back to the sign-in). `run` answers whether the call succeeded.
 */
export function useSubmission(onFailure: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (failure) {
        onFailure(failure);
        setError(failureMessage(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onFailure],
  );
  return { busy, error, setError, run };
}
