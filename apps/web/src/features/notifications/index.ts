// Public API of notifications: keeping this device's order push (Web Push, or the native app's) linked to whoever
// is logged in, and unlinked at logout. Its screens are in pages/index.ts, for app/.
export { syncOrderPushOnLogin } from './push/push-on-login.ts';
