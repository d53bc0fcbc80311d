// Public API of notifications: keeping this device's order push (Web Push, or the native app's) linked to whoever
// is logged in, and unlinked at logout; the shell's host that opens a tapped native notice's page in the app. Its
// screens are in pages/index.ts, for app/.
export { NOTIFICATION_SETTINGS_TITLE, NOTIFICATIONS_TITLE } from './notification-texts.ts';
export { syncOrderPushOnLogin } from './push/push-on-login.ts';
export { PushTapHost } from './push/push-tap-host.tsx';
