import chevronBackOutline from 'ionicon:chevronBackOutline';
import closeOutline from 'ionicon:closeOutline';
import searchOutline from 'ionicon:searchOutline';
import { IonHeader, IonToolbar, useIonRouter } from '@ionic/react';
import { Icon } from './icon.tsx';
import './page-header.css';

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
  const router = useIonRouter();
  const goBack = () => {
    if (router.canGoBack()) router.goBack();
    else router.push(backTo ?? '/tabs/cardapio', 'back', 'replace');
  };
  return (
    <IonHeader className="ion-no-border page-header">
      <IonToolbar>
        <div slot="start" className="page-header__side">
          {backTo !== undefined && (
            <button type="button" className="page-header__icon" aria-label="Voltar" onClick={goBack}>
              <Icon icon={chevronBackOutline} />
            </button>
          )}
        </div>
        <div className="page-header__title">
          <h1 className="toolbar-heading">{title}</h1>
        </div>
        <div slot="end" className="page-header__side page-header__side--end">
          {onClear && (
            <button type="button" className="page-header__text" onClick={onClear}>
              {clearLabel}
            </button>
          )}
          {onSearch && (
            <button type="button" className="page-header__icon" aria-label="Buscar" onClick={onSearch}>
              <Icon icon={searchOutline} />
            </button>
          )}
          {onClose && (
            <button type="button" className="page-header__icon" aria-label="Fechar" onClick={onClose}>
              <Icon icon={closeOutline} />
            </button>
          )}
        </div>
      </IonToolbar>
    </IonHeader>
  );
}
