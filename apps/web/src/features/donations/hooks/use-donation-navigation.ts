import { useIonRouter } from '@ionic/react';
import { useMemo } from 'react';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { requestScreenModal } from '../../../lib/screen-demand.ts';
import { amountPath, askPath, paymentPath, pixPath } from '../donation-paths.ts';

/**
 * Moves between the donation screens: pages on mobile, each replacing the last so that closing goes back to where
 * the question was asked; the shell's modal on desktop (§1).
 */
export function useDonationNavigation() {
  const isDesktop = useIsDesktop();
  const router = useIonRouter();

  return useMemo(() => {
    const open = (modal: Parameters<typeof requestScreenModal>[0], path: string, replace: boolean) => {
      if (isDesktop) requestScreenModal(modal);
      else if (replace) router.push(path, 'forward', 'replace');
      else router.push(path, 'forward');
    };
    const order = (pedidoId: number | null) => (pedidoId !== null ? { pedidoId } : {});
    return {
      /** The question, over the screen shown now. */
      openAsk: (pedidoId: number | null) =>
        open({ name: 'donation-ask', ...order(pedidoId) }, askPath(pedidoId), false),
      openAmount: (pedidoId: number | null) =>
        open({ name: 'donation', ...order(pedidoId) }, amountPath(pedidoId), true),
      openPayment: (valor: number, pedidoId: number | null) =>
        open({ name: 'donation-payment', valor, ...order(pedidoId) }, paymentPath(valor, pedidoId), true),
      openPix: (doacaoId: number) => open({ name: 'donation-pix', doacaoId }, pixPath(doacaoId), true),
      /** A visitor's way in: the donation closes and the login opens (a page, or its desktop modal). */
      openLogin: () => {
        if (isDesktop) requestScreenModal(null);
        router.push('/login', 'forward');
      },
      /** Leaves the donation: the modal closes, or the page goes back to the screen under it. */
      close: () => {
        if (isDesktop) requestScreenModal(null);
        else if (router.canGoBack()) router.goBack();
        else router.push('/tabs/cardapio', 'back', 'replace');
      },
    };
  }, [isDesktop, router]);
}

export type DonationNavigation = ReturnType<typeof useDonationNavigation>;
