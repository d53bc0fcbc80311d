// What app/ mounts from the checkout: finalizar-pedido (page or modal), the Pix payment and its failure screen.
export {
  type CheckoutPaymentProps,
  CheckoutScreen,
  type CheckoutScreenProps,
} from '../components/checkout-screen.tsx';
export { PixFailureScreen, type PixFailureScreenProps } from '../components/pix-failure-screen.tsx';
export { PixPaymentScreen, type PixPaymentScreenProps } from '../components/pix-payment-screen.tsx';
export { PixFailurePage, PixPaymentPage, pedidoIdFrom } from './pix-pages.tsx';
