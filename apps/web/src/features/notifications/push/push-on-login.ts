import { Capacitor } from '@capacitor/core';
import { onLogout, onUserChange, readCurrentUser } from '../../auth/index.ts';
import { type NativePlatform, startNativePush } from './native-push.ts';
import { openPushPage } from './push-tap.ts';
import { resendOrderPush, unlinkOrderPush } from './web-push.ts';

/** What keeps this device's order push with whoever is logged in: the browser's Web Push or the native app's. */
interface DevicePush {
  /** Sends this device's push token to the API again, linked to the account now logged in; never prompts. */
  resend(): Promise<boolean>;
  /** At logout: unlinks the token from the ending account and stops push on this device. */
  unlink(ending: { headers: Record<string, string> } | null): Promise<boolean>;
}

const webPush: DevicePush = { resend: resendOrderPush, unlink: unlinkOrderPush };

function nativePlatform(): NativePlatform | null {
  if (!Capacitor.isNativePlatform()) return null;
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : null;
}

let started = false;

/**
 * Keeps this device's order push linked to whoever is logged in. In the browser, each login (and a start already
 * logged in) sends an existing Web Push subscription to the API again; nothing happens unless notifications are
 * already allowed and subscribed: it never prompts. In the native app (only there, §2) the push plugin is fetched
 * and set up — its permission asked at start — and each login registers the device's token; a tapped notice opens
 * its page inside the running app (`openPushPage`). At logout the token is unlinked from the account and push stops
 * on this device (the browser unsubscribes, the app unregisters), so a shared device no longer receives that
 * customer's order updates; this never holds the logout up. A failure is silent and retried at the next login or
 * start.
 */
export function syncOrderPushOnLogin(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const platform = nativePlatform();
  const push: Promise<DevicePush> = platform
    ? startNativePush({ platform, openPage: openPushPage })
    : Promise.resolve(webPush);
  push.catch(() => undefined);

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
    push
      .then((device) => device.resend())
      .catch(() => {
        if (sentFor === account) sentFor = null;
      });
  };
  onUserChange(check);
  onLogout((ending) => push.then((device) => device.unlink(ending)));
  check();
}
