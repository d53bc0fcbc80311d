import alertCircleOutline from 'ionicon:alertCircleOutline';
import checkmarkCircleOutline from 'ionicon:checkmarkCircleOutline';
import { useId } from 'react';
import { Icon } from '../../../ui/icon.tsx';
import { ORDER_PUSH_STATUS, ORDER_PUSH_TEXT } from '../push/push-messages.ts';
import { type OrderPushView, useOrderPush } from '../push/use-order-push.ts';
import '../../../ui/button.css';
import '../../../ui/form/form.css';
import './notifications.css';

const STATUS_ICON = {
  active: checkmarkCircleOutline,
  blocked: alertCircleOutline,
  unsupported: alertCircleOutline,
} as const;

function settledStatus(state: OrderPushView) {
  return state === 'active' || state === 'blocked' || state === 'unsupported' ? state : null;
}

/**
 * Order updates on this device (Web Push): they cannot be switched off, only enabled where the browser allows.
 * Not shown in the native app, whose push is set up natively.
 */
export function OrderPushBlock() {
  const { state, error, busy, enable } = useOrderPush();
  const titleId = useId();
  if (state === 'native') return null;
  const settled = settledStatus(state);
  const status = settled ? ORDER_PUSH_STATUS[settled] : null;
  return (
    <section className="order-push" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-push__title">
        {ORDER_PUSH_TEXT.title}
      </h2>
      <p className="order-push__intro">{ORDER_PUSH_TEXT.intro}</p>
      <div role="status" className="order-push__status">
        {settled && status && (
          <>
            <p className={`order-push__badge order-push__badge--${settled}`}>
              <Icon icon={STATUS_ICON[settled]} />
              {status.label}
            </p>
            <p className="order-push__detail">{status.detail}</p>
          </>
        )}
      </div>
      {(state === 'inactive' || state === 'checking') && (
        <button
          type="button"
          className="btn btn--block btn--primary"
          disabled={busy || state === 'checking'}
          aria-busy={busy || undefined}
          onClick={enable}
        >
          {busy && <span className="btn-spinner" aria-hidden="true" />}
          {ORDER_PUSH_TEXT.enable}
        </button>
      )}
      {error && (
        <p role="alert" className="order-push__error">
          {error}
        </p>
      )}
    </section>
  );
}
