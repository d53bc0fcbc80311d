import { maskCep } from '@comanda/domain';
import { useIonRouter } from '@ionic/react';
import { ApiError, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { readSuggestedCep } from '../address-prefill.ts';
import { type DeliveryAddress, draftFromPlace } from '../address-rules.ts';
import { writeDraft } from '../address-storage.ts';
import { SEARCH_ADDRESS_TITLE } from '../address-titles.ts';
import { lookupCep } from '../api/geocode.ts';
import { cepSearchSchema } from '../cep-search-form.ts';
import { LocationTile } from '../components/location-tile.tsx';
import { StreetSearch } from '../components/street-search.tsx';
import { useConfirmLocation } from '../hooks/use-confirm-location.ts';
import { useLocationLookup } from '../hooks/use-location-lookup.ts';
import '../components/addresses.css';

/** The next step for an address found by CEP or search: the map when it has a point, else the form. */
export function useContinueWithPlace() {
  const router = useIonRouter();
  return (draft: DeliveryAddress) => {
    writeDraft(draft);
    router.push(draft.lat !== undefined ? '/mapa-confirmacao' : '/cadastro-endereco', 'forward');
  };
}

/** buscar-endereco: by CEP (the CEP service fills the address), by street, or by the current location. */
export function SearchAddressPage() {
  const form = useZodForm(cepSearchSchema, { cep: readSuggestedCep() });
  const [searching, run] = useAction();
  const location = useLocationLookup();
  const confirmLocation = useConfirmLocation();
  const continueWith = useContinueWithPlace();

  const searchCep = form.handleSubmit(({ cep }) => {
    void run(async () => {
      try {
        const found = await lookupCep(cep);
        continueWith(draftFromPlace(found));
      } catch (error) {
        form.setError('cep', {
          message: error instanceof ApiError ? error.message : REQUEST_FAILED_MESSAGE,
        });
      }
    });
  });

  return (
    <FormScreen title={SEARCH_ADDRESS_TITLE} backTo="/receber-endereco">
      <div className="address-screen">
        <form className="cep-search" noValidate onSubmit={searchCep}>
          <FormTextField
            control={form.control}
            name="cep"
            label="CEP"
            mask={maskCep}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
          />
          <SubmitButton busy={searching}>Buscar CEP</SubmitButton>
        </form>
        <div className="address-divider" aria-hidden="true">
          <span>ou</span>
        </div>
        <StreetSearch onPick={(suggestion) => continueWith(draftFromPlace(suggestion))} />
        <div className="address-divider" aria-hidden="true">
          <span>ou</span>
        </div>
        <LocationTile
          state={location.state}
          onLookup={() => void location.lookup()}
          onUse={confirmLocation}
        />
      </div>
    </FormScreen>
  );
}
