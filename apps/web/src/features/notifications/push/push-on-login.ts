import { onUserChange, readCurrentUser } from '../../auth/index.ts';
import { resendOrderPush } from './web-push.ts';

let started = false;

/**
 * After a login (and when the app starts logged in), sends this browser's push subscription to the API again so
 * the order updates of whoever is logged in reach it. Nothing happens unless notifications are already allowed and
 * subscribed: it never prompts. A failure is silent and retried at the next login or start.
 */
export function syncOrderPushOnLogin(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let sentFor: string | null = null;
  const check = () => {
    const user = readCurrentUser();
    if (!user) {
      sentFor = null;
      return;
    }
    if (sentFor === user.id_externo) return;
    const account = user.id_externo;
    sentFor = account;
    resendOrderPush().catch(() => {
      if (sentFor === account) sentFor = null;
    });
  };
  onUserChange(check);
  check();
}
