import { maskCep } from '@comanda/domain';
import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { ApiError, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { SubmitButton } from '../../../ui/form/submit-button.tsx';
import { TextField } from '../../../ui/form/text-field.tsx';
import { type DeliveryAddress, draftFromPlace } from '../address-rules.ts';
import { writeDraft } from '../address-storage.ts';
import { lookupCep } from '../api/geocode.ts';
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
  const [cep, setCep] = useState('');
  const [cepError, setCepError] = useState<string | null>(null);
  const [searching, run] = useAction();
  const location = useLocationLookup();
  const confirmLocation = useConfirmLocation();
  const continueWith = useContinueWithPlace();

  const searchCep = () => {
    if (cep.length < 9) {
      setCepError('CEP inválido!');
      return;
    }
    setCepError(null);
    void run(async () => {
      try {
        const found = await lookupCep(cep);
        continueWith(draftFromPlace(found));
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500)
          setCepError(error.message);
        else setCepError(error instanceof ApiError ? error.message : REQUEST_FAILED_MESSAGE);
      }
    });
  };

  return (
    <FormScreen title="Buscar endereço" backTo="/receber-endereco">
      <div className="address-screen">
        <form
          className="cep-search"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            searchCep();
          }}
        >
          <TextField
            label="CEP"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            maxLength={9}
            value={cep}
            error={cepError}
            onValueChange={(value) => {
              setCep(maskCep(value));
              setCepError(null);
            }}
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
