export * from './accounts.ts';
export * from './addresses.ts';
export * from './catalog.ts';
export * from './coupons.ts';
export * from './gift-cards.ts';
export * from './login-throttle.ts';
export * from './payments.ts';
export * from './reservations.ts';
