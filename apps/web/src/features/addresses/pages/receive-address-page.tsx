import { useIonRouter } from '@ionic/react';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { draftFromPlace, type StoredLocation } from '../address-rules.ts';
import { writeDraft } from '../address-storage.ts';
import { AddressList } from '../components/address-list.tsx';
import { AddressSearchBox } from '../components/address-search-box.tsx';
import { LocationTile } from '../components/location-tile.tsx';
import { NoDelivery } from '../components/no-delivery.tsx';
import { useAddressBook } from '../hooks/use-address-book.ts';
import { useChooseAddress } from '../hooks/use-choose-address.ts';
import { useLocationLookup } from '../hooks/use-location-lookup.ts';
import '../components/addresses.css';

/** Goes to mapa-confirmacao with the current location as the address being built (§4 Location tile). */
export function useConfirmLocation() {
  const router = useIonRouter();
  return (location: StoredLocation) => {
    writeDraft(draftFromPlace(location));
    router.push('/mapa-confirmacao', 'forward');
  };
}

/** receber-endereco: 'Onde você quer receber?' — current location, search and the saved addresses. */
export function ReceiveAddressPage() {
  const router = useIonRouter();
  const book = useAddressBook();
  const location = useLocationLookup();
  const confirmLocation = useConfirmLocation();
  const { busy, choose, noDelivery, dismissNoDelivery } = useChooseAddress();

  return (
    <FormScreen title="Onde você quer receber?" backTo="/tabs/cardapio">
      {noDelivery ? (
        <NoDelivery
          address={noDelivery}
          onTryAnother={dismissNoDelivery}
          onMenu={() => router.push('/tabs/cardapio', 'root', 'replace')}
        />
      ) : (
        <div className="address-screen">
          <AddressSearchBox />
          <LocationTile
            state={location.state}
            onLookup={() => void location.lookup()}
            onUse={confirmLocation}
          />
          <section aria-labelledby="enderecos-salvos" className="address-section">
            <h2 id="enderecos-salvos" className="address-section__title">
              Endereços salvos
            </h2>
            {book.loading ? (
              <div className="page-loading" role="status">
                <span className="spinner" aria-hidden="true" />
                <span className="visually-hidden">Carregando endereços</span>
              </div>
            ) : book.addresses.length === 0 ? (
              <p className="address-empty">Você ainda não tem endereços salvos.</p>
            ) : (
              <AddressList
                addresses={book.addresses}
                busy={busy}
                onPick={(address) => void choose(address)}
              />
            )}
          </section>
        </div>
      )}
    </FormScreen>
  );
}
