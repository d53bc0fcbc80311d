import { PushTapHost } from '../../features/notifications/index.ts';
import { DialogHost } from '../../ui/dialogs/dialog-host.tsx';
import { SessionExpiryHost } from './session-expiry-host.tsx';
import { ToastHost } from './toast-host.tsx';

/** Everything that floats above the screens; loaded after first paint or on first use. */
export default function OverlayHosts() {
  return (
    <>
      <DialogHost />
      <ToastHost />
      <SessionExpiryHost />
      <PushTapHost />
    </>
  );
}
