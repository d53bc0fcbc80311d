/** The notification screens' pt-BR titles and labels (the profile and the route table use them too). */
export const NOTIFICATIONS_TITLE = 'Notificações';
export const NOTIFICATION_SETTINGS_TITLE = 'Configurar notificações';
