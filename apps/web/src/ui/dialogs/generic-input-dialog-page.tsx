import { IonContent, useIonRouter } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { INFORMATION_TITLE } from '../../lib/texts.ts';
import { PageHeader } from '../page-header.tsx';
import { publishRouteDialogResult } from './dialog-service.ts';
import type { InputDialogResult } from './dialog-types.ts';
import { GenericInputDialog } from './generic-dialog.tsx';

/** modal-generica-input as a page: options come from the query string (titulo, mensagem, rotulo, valor). */
export default function GenericInputDialogPage() {
  const params = new URLSearchParams(useLocation().search);
  const router = useIonRouter();
  const answer = (result: InputDialogResult) => {
    publishRouteDialogResult(result);
    if (router.canGoBack()) router.goBack();
    else router.push('/tabs/cardapio', 'root', 'replace');
  };
  const title = params.get('titulo') ?? INFORMATION_TITLE;
  return (
    <>
      <PageHeader title={title} backTo="/tabs/cardapio" />
      <IonContent>
        <GenericInputDialog
          options={{
            title,
            message: params.get('mensagem') ?? undefined,
            label: params.get('rotulo') ?? 'Resposta',
            initialValue: params.get('valor') ?? '',
            confirmText: params.get('confirmar') ?? 'Confirmar',
            cancelText: params.get('cancelar') ?? 'Cancelar',
          }}
          onResult={answer}
        />
      </IonContent>
    </>
  );
}
