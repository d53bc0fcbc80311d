import { IonContent, useIonRouter } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { CONFIRMATION_TITLE } from '../../lib/texts.ts';
import { PageHeader } from '../page-header.tsx';
import { publishRouteDialogResult } from './dialog-service.ts';
import type { DialogResult } from './dialog-types.ts';
import { GenericDialog } from './generic-dialog.tsx';

/** modal-generica as a page: options come from the query string (titulo, mensagem, confirmar, cancelar). */
export default function GenericDialogPage() {
  const params = new URLSearchParams(useLocation().search);
  const router = useIonRouter();
  const answer = (result: DialogResult) => {
    publishRouteDialogResult(result);
    if (router.canGoBack()) router.goBack();
    else router.push('/tabs/cardapio', 'root', 'replace');
  };
  const title = params.get('titulo') ?? CONFIRMATION_TITLE;
  return (
    <>
      <PageHeader title={title} backTo="/tabs/cardapio" />
      <IonContent>
        <GenericDialog
          options={{
            title,
            message: params.get('mensagem') ?? 'Deseja continuar?',
            confirmText: params.get('confirmar') ?? 'Confirmar',
            cancelText: params.get('cancelar') ?? 'Cancelar',
          }}
          onResult={answer}
        />
      </IonContent>
    </>
  );
}
