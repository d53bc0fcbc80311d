// Public API of payments: the stored payment choices (`forma-pagamento`, `forma-pagamento-doacao`), for the
// checkout and donation screens to come.
export { donationPaymentChoiceKey, paymentChoiceKey } from './payment-choice.ts';
