// The screens of the account area (auth, account, notifications) travel in one lazy chunk: split three ways, the
// bundler would move the rules they share into a chunk the menu's first load also pulls in (ADR 0050).
import { syncOrderPushOnLogin } from '../features/notifications/index.ts';

export * from '../features/account/pages/index.ts';
export * from '../features/auth/pages/index.ts';
export * from '../features/notifications/pages/index.ts';
export * from '../features/reservations/pages/index.ts';
export * from '../features/support/pages/index.ts';
export * from '../features/whatsapp/pages/index.ts';
export * from './address-pages.ts';

// Once this chunk is fetched (after the first paint), a login or a start already logged in sends this browser's
// push subscription to the API again, linked to that account (features/notifications/push/push-on-login.ts).
syncOrderPushOnLogin();
