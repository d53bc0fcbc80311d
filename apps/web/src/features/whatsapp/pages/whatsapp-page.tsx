import type { WhatsappConversation } from '@comanda/contract';
import { IonContent } from '@ionic/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.ts';
import { REQUEST_FAILED_MESSAGE, TRY_AGAIN_LABEL } from '../../../lib/texts.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SEE_MENU_LABEL } from '../../../ui/texts.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { openConversation } from '../api/open-conversation.ts';
import { startWhatsappPurchase } from '../conversation.ts';
import { WHATSAPP_LOGIN_LABEL, WHATSAPP_OPENING, WHATSAPP_TITLE } from '../whatsapp-texts.ts';
import '../../../ui/button.css';
import './whatsapp-page.css';

type Opening =
  | { state: 'opening' }
  | { state: 'open'; conversation: WhatsappConversation }
  | { state: 'refused'; message: string; retry: boolean };

/**
 * whatsapp/{uuid}: the link the brand's WhatsApp bot sent. Opened once, it marks the purchase as WhatsApp's and
 * pre-fills what the bot knew; a used, expired or unknown link says so, with the way back to the menu.
 */
export function WhatsappPage() {
  const { uuid = '' } = useParams();
  const user = useCurrentUser();
  const [opening, setOpening] = useState<Opening>({ state: 'opening' });
  const alive = useRef(true);

  const open = useCallback((id: string) => {
    setOpening({ state: 'opening' });
    openConversation(id).then(
      (conversation) => {
        startWhatsappPurchase(conversation);
        if (alive.current) setOpening({ state: 'open', conversation });
      },
      (error: unknown) => {
        const status = error instanceof ApiError ? error.status : 0;
        const message = error instanceof Error ? error.message : REQUEST_FAILED_MESSAGE;
        if (alive.current) setOpening({ state: 'refused', message, retry: status === 0 || status >= 500 });
      },
    );
  }, []);

  useEffect(() => {
    alive.current = true;
    open(uuid);
    return () => {
      alive.current = false;
    };
  }, [uuid, open]);

  return (
    <>
      <PageHeader title={WHATSAPP_TITLE} backTo="/tabs/cardapio" />
      <IonContent className="whatsapp-page">
        <section className="whatsapp-page__card" aria-live="polite" aria-busy={opening.state === 'opening'}>
          {opening.state === 'opening' && <p className="whatsapp-page__text">{WHATSAPP_OPENING}</p>}
          {opening.state === 'open' && (
            <>
              <h2 className="whatsapp-page__heading">
                {opening.conversation.nome ? `Olá, ${opening.conversation.nome.split(' ')[0]}!` : 'Olá!'}
              </h2>
              <p className="whatsapp-page__text">
                Seu pedido pelo WhatsApp continua aqui: escolha seus pratos no cardápio
                {user ? '.' : ' e entre com o seu celular para finalizar.'}
              </p>
              {!user && (
                <AppLink to="/login-telefone" className="btn btn--primary">
                  {WHATSAPP_LOGIN_LABEL}
                </AppLink>
              )}
              <AppLink
                to="/tabs/cardapio"
                direction="root"
                className={user ? 'btn btn--primary' : 'btn btn--ghost'}
              >
                {SEE_MENU_LABEL}
              </AppLink>
            </>
          )}
          {opening.state === 'refused' && (
            <>
              <p className="whatsapp-page__text" role="alert">
                {opening.message}
              </p>
              {opening.retry && (
                <button type="button" className="btn btn--ghost" onClick={() => open(uuid)}>
                  {TRY_AGAIN_LABEL}
                </button>
              )}
              <AppLink to="/tabs/cardapio" direction="root" className="btn btn--primary">
                {SEE_MENU_LABEL}
              </AppLink>
            </>
          )}
        </section>
      </IonContent>
    </>
  );
}
