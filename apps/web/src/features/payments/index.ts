// Public API of payments: the stored payment choices (`forma-pagamento`, `forma-pagamento-doacao`) and what every
// payable (an order, a donation) shows of its payment: the Pix payment with its countdown, and the card result.
// The screens (the checkout's payment choice, adicionar-pagamento) are in pages/index.ts.

export { paymentOptionsQueryOptions } from './api/get-payment-options.ts';
export {
  announceCardPayment,
  type CardPaymentAnswer,
  type CardPaymentStep,
  type CardPaymentTexts,
  cardPaymentStep,
} from './card-payment-result.ts';
export { PixOutcome, type PixOutcomeProps, PixPending } from './components/pix-outcome.tsx';
export { PIX_WAITING_STATUS, PixPayment, type PixPaymentProps } from './components/pix-payment.tsx';
export { usePixCountdown } from './hooks/use-pix-countdown.ts';
export { loadErrorMessage } from './load-error.ts';
export { donationPaymentChoiceKey, paymentChoiceKey } from './payment-choice.ts';
export { CHANGE_CARD_LABEL, CHOOSE_CARD_LABEL } from './payment-texts.ts';
export {
  type PixChargeDetails,
  type PixPaymentModel,
  type PixPaymentState,
  pixPaymentState,
} from './pix-payment.ts';
