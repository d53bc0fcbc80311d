import { IonContent } from '@ionic/react';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { NOTIFICATIONS_TITLE } from '../notification-texts.ts';
import '../components/notifications.css';

export const EMPTY_NOTIFICATIONS_TEXT = 'Você ainda não recebeu notificações.';

/** tabs/notificacoes (§2): day, time, title and message; one column on mobile, two on desktop. */
export function NotificationHistoryPage() {
  const { data, isPending } = useNotifications();
  return (
    <>
      <PageHeader title={NOTIFICATIONS_TITLE} backTo="/tabs/perfil" />
      <IonContent className="notification-history">
        <div className="notification-history__inner">
          {isPending ? (
            <div className="page-loading" role="status">
              <span className="spinner" aria-hidden="true" />
              <span className="visually-hidden">Carregando…</span>
            </div>
          ) : data && data.length > 0 ? (
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a history taller than the screen must be reachable to scroll by keyboard
            <ul className="notification-list" aria-label="Histórico de notificações" tabIndex={0}>
              {data.map((item) => (
                <li key={item.id} className="notification-card">
                  <p className="notification-card__when">
                    <span>{item.dia}</span>
                    <span aria-hidden="true"> · </span>
                    <span className="visually-hidden"> às </span>
                    <span>{item.hora}</span>
                  </p>
                  <h2 className="notification-card__title">{item.titulo}</h2>
                  <p className="notification-card__message">{item.mensagem}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="notification-empty">{EMPTY_NOTIFICATIONS_TEXT}</p>
          )}
        </div>
      </IonContent>
    </>
  );
}
