// Order push in the native app (Capacitor, Android and iOS) through @capacitor/push-notifications. Started only on
// the native platform (push-on-login.ts); the web uses Web Push. It travels with the lazy screens, never in the first
// load: a chunk of its own would make the bundler split modules the first load shares with them into extra files.
import { PushNotifications } from '@capacitor/push-notifications';
import { registerDevice } from '../api/register-device.ts';
import { unregisterDevice } from '../api/unregister-device.ts';

export type NativePlatform = 'android' | 'ios';

/** Where a tapped notice leads when its data names no page of the app (the service worker does the same). */
export const NATIVE_PUSH_FALLBACK_PAGE = '/tabs/notificacoes';

const BASE = 'https://app.invalid';

/**
 * The app page a push's data names in `url` (the order's details, `/tabs/detalhes-pedido?pedidoId=N`, as in the
 * Web Push payload), or the notifications page for anything that is not a path of this app.
 */
export function pageOfPush(data: unknown): string {
  const url = (data as { url?: unknown } | null | undefined)?.url;
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\'))
    return NATIVE_PUSH_FALLBACK_PAGE;
  try {
    const parsed = new URL(url, BASE);
    return parsed.origin === BASE
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : NATIVE_PUSH_FALLBACK_PAGE;
  } catch {
    return NATIVE_PUSH_FALLBACK_PAGE;
  }
}

export interface NativeOrderPush {
  /** Registers again so the device's token reaches the API with the account now logged in; never prompts. */
  resend(): Promise<boolean>;
  /** At logout: unlinks the token from the ending account and unregisters the device from push. */
  unlink(ending: { headers: Record<string, string> } | null): Promise<boolean>;
}

/**
 * Sets native push up (§2 Root shell, native platform only): listens for the device's token — each one is sent to
 * POST dispositivo, with the account when logged in — and for taps on a notice, which open that order's details
 * through `openPage`; then asks the permission when the system has not asked it yet.
 */
export async function startNativePush({
  platform,
  openPage,
}: {
  platform: NativePlatform;
  openPage: (path: string) => void;
}): Promise<NativeOrderPush> {
  let token: string | null = null;
  await PushNotifications.addListener('registration', ({ value }) => {
    token = value;
    // a failure is retried at the next login or start
    registerDevice({ token: value, plataforma: platform }).catch(() => undefined);
  });
  await PushNotifications.addListener('pushNotificationActionPerformed', (action) =>
    openPage(pageOfPush(action.notification.data)),
  );
  const { receive } = await PushNotifications.checkPermissions();
  if (receive === 'prompt' || receive === 'prompt-with-rationale')
    await PushNotifications.requestPermissions();

  return {
    async resend() {
      if ((await PushNotifications.checkPermissions()).receive !== 'granted') return false;
      // the token arrives in the 'registration' listener
      await PushNotifications.register();
      return true;
    },
    async unlink(ending) {
      const current = token;
      token = null;
      if (!current) return false;
      await Promise.allSettled([
        ending ? unregisterDevice(current, ending.headers) : Promise.resolve(false),
        PushNotifications.unregister(),
      ]);
      return true;
    },
  };
}
