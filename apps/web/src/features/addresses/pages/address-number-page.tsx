import { useIonRouter } from '@ionic/react';
import { AppLink } from '../../../ui/app-link.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { readDraft, useDraft, writeDraft } from '../address-storage.ts';
import { ADDRESS_NUMBER_QUESTION } from '../address-texts.ts';
import { ADDRESS_NUMBER_TITLE, SEARCH_ADDRESS_TITLE } from '../address-titles.ts';
import { AddressNumberForm } from '../components/address-number-form.tsx';
import '../components/addresses.css';

/** modal-endereco-numero as a page (mobile): asks the number, then the address form. */
export function AddressNumberPage() {
  const router = useIonRouter();
  const draft = useDraft();
  return (
    <FormScreen title={ADDRESS_NUMBER_TITLE} backTo="/mapa-confirmacao" heading={ADDRESS_NUMBER_QUESTION}>
      {draft ? (
        <AddressNumberForm
          key={`${draft.logradouro}|${draft.lat ?? ''}|${draft.lng ?? ''}`}
          address={draft}
          onDone={(numero) => {
            const current = readDraft() ?? draft;
            writeDraft({ ...current, numero });
            router.push('/cadastro-endereco', 'forward', 'replace');
          }}
        />
      ) : (
        <p className="address-empty">
          Nenhum endereço em andamento.{' '}
          <AppLink to="/buscar-endereco" className="form-link">
            {SEARCH_ADDRESS_TITLE}
          </AppLink>
        </p>
      )}
    </FormScreen>
  );
}
