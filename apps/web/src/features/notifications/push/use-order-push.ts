import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { ORDER_PUSH_ERRORS } from './push-messages.ts';
import {
  enableOrderPush,
  OrderPushError,
  type OrderPushState,
  platformState,
  readOrderPushState,
} from './web-push.ts';

export type OrderPushView = OrderPushState | 'checking';

/**
 * The order-push state of this device for the settings screen, kept current when the permission changes in the
 * browser's settings, and `enable` for the button (it must run straight from the click).
 */
export function useOrderPush() {
  const [state, setState] = useState<OrderPushView>(() => platformState() ?? 'checking');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (platformState() === 'native') return;
    let live = true;
    const refresh = () =>
      readOrderPushState().then(
        (next) => live && setState(next),
        () => live && setState('inactive'),
      );
    void refresh();
    let permission: PermissionStatus | undefined;
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((status) => {
        permission = status;
        status.onchange = () => void refresh();
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (permission) permission.onchange = null;
    };
  }, []);

  const enable = useCallback(() => {
    setBusy(true);
    setError(null);
    enableOrderPush()
      .then((message) => {
        setState('active');
        if (message) toast.success(message);
      })
      .catch((failure: unknown) => {
        if (failure instanceof OrderPushError) {
          setState(failure.state);
          if (failure.state === 'inactive') setError(failure.message);
        } else if (failure instanceof ApiError) {
          // a 401 is explained by the session-expiry alert
          if (failure.status !== 401) setError(failure.message);
        } else setError(ORDER_PUSH_ERRORS.subscribeFailed);
      })
      .finally(() => setBusy(false));
  }, []);

  return { state, error, busy, enable };
}
