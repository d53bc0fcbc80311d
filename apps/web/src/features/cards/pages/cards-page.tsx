import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { CARDS_PAGE_TITLE } from '../card-texts.ts';
import { AddCardModal } from '../components/add-card-modal.tsx';
import { CardsPanel } from '../components/cards-panel.tsx';

/** tabs/meus-cartoes (§2 Cards screen): the saved cards; 'Adicionar cartão' is a page on mobile, a modal on desktop. */
export function CardsPage() {
  const router = useIonRouter();
  const isDesktop = useIsDesktop();
  const [adding, setAdding] = useState(false);
  const add = () => (isDesktop ? setAdding(true) : router.push('/adicionar-cartao', 'forward'));
  return (
    <>
      <FormScreen title={CARDS_PAGE_TITLE} backTo="/tabs/perfil">
        <CardsPanel mode="manage" onAdd={add} />
      </FormScreen>
      {isDesktop && <AddCardModal isOpen={adding} onClose={() => setAdding(false)} />}
    </>
  );
}
