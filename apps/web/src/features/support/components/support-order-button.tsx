import chatbubblesOutline from 'ionicon:chatbubblesOutline';
import { useIonRouter } from '@ionic/react';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { Icon } from '../../../ui/icon.tsx';
import { openSupport } from '../open-support.ts';
import { SUPPORT_ORDER_BUTTON } from '../support-texts.ts';
import '../../../ui/button.css';
import './support-button.css';

/** On an order's details: opens the chat with the order's store, the order attached. */
export function SupportOrderButton({ lojaId, pedidoId }: { lojaId: number; pedidoId: number }) {
  const isDesktop = useIsDesktop();
  const router = useIonRouter();
  return (
    <button
      type="button"
      className="btn btn--block btn--ghost support-order-button"
      onClick={() =>
        void openSupport(
          { lojaId, pedidoId },
          { isDesktop, navigate: (path) => router.push(path, 'forward') },
        )
      }
    >
      <Icon icon={chatbubblesOutline} />
      {SUPPORT_ORDER_BUTTON}
    </button>
  );
}
