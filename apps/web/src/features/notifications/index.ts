// Public API of notifications: keeping this browser's order push linked to whoever logs in. Its screens are in
// pages/index.ts, for app/.
export { syncOrderPushOnLogin } from './push/push-on-login.ts';
