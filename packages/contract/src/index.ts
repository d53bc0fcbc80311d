import './http/messages.ts';

export * from './account/account.ts';
export * from './account/fields.ts';
export * from './account/user.ts';
export * from './addresses/addresses.ts';
export * from './auth/auth.ts';
export * from './banners/banners.ts';
export * from './cart/cart.ts';
export * from './catalog/catalog-file.ts';
export * from './coupons/coupons.ts';
export * from './gift-cards/gift-cards.ts';
export * from './http/envelope.ts';
export * from './http/plain-text.ts';
export * from './menu/menu.ts';
export * from './notifications/notifications.ts';
export * from './reservations/reservations.ts';
export * from './restaurants/restaurants.ts';
export * from './stores/stores.ts';
