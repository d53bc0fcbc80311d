// the loyalty record's sync is not a screen, but loyalty's index.ts is in the first load: reached here, it waits too
import { LoyaltySync } from '../../features/loyalty/hooks/loyalty-sync.tsx';
import { PushTapHost } from '../../features/notifications/index.ts';
import { SupportButton } from '../../features/support/pages/index.ts';
import { DialogHost } from '../../ui/dialogs/dialog-host.tsx';
import { NativeShellHost } from '../native/native-shell-host.tsx';
import { ServiceWorkerHost } from '../service-worker/service-worker-host.tsx';
import { DesktopModalLinks } from './desktop-modal-links.tsx';
import { SessionExpiryHost } from './session-expiry-host.tsx';
import { ThirdPartyHost } from './third-party-host.tsx';
import { ToastHost } from './toast-host.tsx';

/**
 * Everything that floats above the screens, the loyalty record's sync, the service worker (offline and updates), the
 * native app's shell and the brand's third-party scripts (after cookie consent); loaded after first paint or on
 * first use.
 */
export default function OverlayHosts() {
  return (
    <>
      <DialogHost />
      <ToastHost />
      <SessionExpiryHost />
      <PushTapHost />
      <LoyaltySync />
      <ServiceWorkerHost />
      <NativeShellHost />
      <SupportButton />
      <DesktopModalLinks />
      <ThirdPartyHost />
    </>
  );
}
