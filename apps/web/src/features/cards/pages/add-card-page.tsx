import { useIonRouter } from '@ionic/react';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { ADD_CARD_TITLE } from '../card-texts.ts';
import { AddCardForm } from '../components/add-card-form.tsx';

const CARDS_PATH = '/tabs/meus-cartoes';

/** adicionar-cartao (§2 Add card as a screen): once the card is saved, back to where the customer came from. */
export function AddCardPage() {
  const router = useIonRouter();
  const back = () => {
    if (router.canGoBack()) router.goBack();
    else router.push(CARDS_PATH, 'back', 'replace');
  };
  return (
    <FormScreen title={ADD_CARD_TITLE} backTo={CARDS_PATH}>
      <AddCardForm onSaved={back} />
    </FormScreen>
  );
}
