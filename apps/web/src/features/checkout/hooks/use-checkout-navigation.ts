import { useIonRouter } from '@ionic/react';
import { useMemo } from 'react';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { requestScreenModal } from '../../../lib/screen-demand.ts';

/** The order's details (tabs/detalhes-pedido). */
export const orderPath = (pedidoId: number) => `/tabs/detalhes-pedido?pedidoId=${pedidoId}`;
export const pixPath = (pedidoId: number) => `/pagamento-pedido-pix?pedidoId=${pedidoId}`;
export const pixFailurePath = (pedidoId: number) => `/modal-pagamento-pix-falha?pedidoId=${pedidoId}`;
/** finalizar-pedido with the payment choice brought into view. */
export const CHANGE_PAYMENT_PATH = '/finalizar-pedido?pagamento=trocar';

/**
 * Moves between the checkout's screens: pages on mobile (each replacing the last, so 'back' never returns to an
 * order already placed), the shell's modal on desktop (§1).
 */
export function useCheckoutNavigation() {
  const isDesktop = useIsDesktop();
  const router = useIonRouter();

  return useMemo(() => {
    const open = (modal: Parameters<typeof requestScreenModal>[0], path: string) => {
      if (isDesktop) requestScreenModal(modal);
      else router.push(path, 'root', 'replace');
    };

    return {
      openPix: (pedidoId: number) => open({ name: 'pix', pedidoId }, pixPath(pedidoId)),
      openPixFailure: (pedidoId: number) => open({ name: 'pix-failure', pedidoId }, pixFailurePath(pedidoId)),
      openCheckout: (focus?: 'payment') =>
        open(
          { name: 'checkout', ...(focus ? { focus } : {}) },
          focus ? CHANGE_PAYMENT_PATH : '/finalizar-pedido',
        ),
      /** The placed order; on desktop the modal closes first. */
      openOrder: (pedidoId: number) => {
        if (isDesktop) requestScreenModal(null);
        router.push(orderPath(pedidoId), 'root', 'replace');
      },
      /** Back to the bag to change it. */
      openBag: () => {
        if (isDesktop) requestScreenModal({ name: 'bag' });
        else if (router.canGoBack()) router.goBack();
        else router.push('/sacola', 'back', 'replace');
      },
      /** A route outside the checkout (addresses, CPF): the desktop modal closes first. */
      goTo: (path: string) => {
        if (isDesktop) requestScreenModal(null);
        router.push(path, 'forward');
      },
    };
  }, [isDesktop, router]);
}

export type CheckoutNavigation = ReturnType<typeof useCheckoutNavigation>;
