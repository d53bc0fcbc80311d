import { IonBackButton, IonButton, IonButtons, IonHeader, IonIcon, IonTitle, IonToolbar } from '@ionic/react';
import { closeOutline, searchOutline } from 'ionicons/icons';

export interface PageHeaderProps {
  title: string;
  /** Shows the back button; the path is used when there is no history to go back to. */
  backTo?: string;
  onClose?: () => void;
  onClear?: () => void;
  onSearch?: () => void;
  clearLabel?: string;
}

/** The generic top bar (§2): back, close, clear and search, with the screen's name as its h1. */
export function PageHeader({
  title,
  backTo,
  onClose,
  onClear,
  onSearch,
  clearLabel = 'Limpar',
}: PageHeaderProps) {
  return (
    <IonHeader className="ion-no-border page-header">
      <IonToolbar>
        {backTo !== undefined && (
          <IonButtons slot="start">
            <IonBackButton defaultHref={backTo} text="" aria-label="Voltar" />
          </IonButtons>
        )}
        <IonTitle>
          <h1 className="toolbar-heading">{title}</h1>
        </IonTitle>
        <IonButtons slot="end">
          {onClear && (
            <IonButton onClick={onClear} color="primary">
              {clearLabel}
            </IonButton>
          )}
          {onSearch && (
            <IonButton onClick={onSearch} aria-label="Buscar">
              <IonIcon slot="icon-only" icon={searchOutline} aria-hidden="true" />
            </IonButton>
          )}
          {onClose && (
            <IonButton onClick={onClose} aria-label="Fechar">
              <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
            </IonButton>
          )}
        </IonButtons>
      </IonToolbar>
    </IonHeader>
  );
}
