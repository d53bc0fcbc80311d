// What app/ mounts from payments: the checkout's payment choice, adicionar-pagamento (page and desktop modal) and
// the cash-change check the checkout runs before placing the order.

export { prefetchPaymentOptions, usePaymentOptions } from '../api/get-payment-options.ts';
export { AddPaymentModal, type AddPaymentModalProps } from '../components/add-payment-modal.tsx';
export {
  PaymentChoiceSection,
  type PaymentChoiceSectionProps,
} from '../components/payment-choice-section.tsx';
export { CHANGE_TOO_SMALL_MESSAGE, changeForError } from '../payment-rules.ts';
export { AddPaymentPage } from './add-payment-page.tsx';
