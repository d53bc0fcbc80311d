// The last lazy screens' chunk, reached only through checkout-screens.ts (ADR 0140, ADR 0177): the account area and
// the ordering screens after the bag other than the order details and the checkout.
export * from './account-pages.ts';
export * from './donation-payment-pages.tsx';
export * from './order-pages.tsx';
