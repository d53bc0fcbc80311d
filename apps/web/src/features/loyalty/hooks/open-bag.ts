import { useIonRouter } from '@ionic/react';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { requestScreenModal } from '../../../lib/screen-demand.ts';

/** Opens the bag: its page on mobile, the shell's modal on desktop (§1). */
export function useOpenBag() {
  const isDesktop = useIsDesktop();
  const router = useIonRouter();
  return () => {
    if (isDesktop) requestScreenModal({ name: 'bag' });
    else router.push('/sacola', 'forward');
  };
}
