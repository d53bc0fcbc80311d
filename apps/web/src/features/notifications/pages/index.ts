export { NotificationHistoryPage } from './notification-history-page.tsx';
export { NotificationSettingsPage } from './notification-settings-page.tsx';
