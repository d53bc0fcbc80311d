import { useCallback, useRef, useState } from 'react';
import { ApiError, REQUEST_FAILED_MESSAGE } from './api-client.ts';
import { toast } from './toast.ts';

/**
 * Runs one async action at a time and reports whether it is running. A refused call shows the server's message
 * as an error toast; a 401 shows nothing here because the session-expiry alert already explains it.
 */
export function useAction(): [busy: boolean, run: (action: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!(error instanceof ApiError)) toast.error(REQUEST_FAILED_MESSAGE);
      else if (error.status !== 401) toast.error(error.message);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
