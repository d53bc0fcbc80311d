// Public API of payments: the stored payment choices (`forma-pagamento`, `forma-pagamento-doacao`). The screens
// (the checkout's payment choice, adicionar-pagamento) are in pages/index.ts.

export { paymentOptionsQueryOptions } from './api/get-payment-options.ts';
export { donationPaymentChoiceKey, paymentChoiceKey } from './payment-choice.ts';
