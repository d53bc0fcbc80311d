import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import { writeDraft } from '../address-storage.ts';
import { SAVED_ADDRESSES_KEY } from '../api/saved-addresses.ts';
import { AddressList } from '../components/address-list.tsx';
import { AddressSearchBox } from '../components/address-search-box.tsx';
import { LocationTile } from '../components/location-tile.tsx';
import { NoDelivery } from '../components/no-delivery.tsx';
import { useAddressBook } from '../hooks/use-address-book.ts';
import { useChooseAddress } from '../hooks/use-choose-address.ts';
import { useLocationLookup } from '../hooks/use-location-lookup.ts';
import { uploadLocalAddresses } from '../upload-local.ts';
import { useConfirmLocation } from './receive-address-page.tsx';
import '../components/addresses.css';

/** tabs/meus-enderecos (§2 Addresses): the list, a search box, the current-location block, edit and delete. */
export function MyAddressesPage() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const book = useAddressBook();
  const location = useLocationLookup();
  const confirmLocation = useConfirmLocation();
  const { busy, choose, noDelivery, dismissNoDelivery } = useChooseAddress();
  const [working, run] = useAction();

  const upload = () =>
    run(async () => {
      await uploadLocalAddresses();
      await queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY });
      toast.success('Endereços salvos na sua conta.');
    });

  return (
    <FormScreen title="Meus endereços" backTo="/tabs/perfil">
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
          <section aria-labelledby="meus-enderecos-lista" className="address-section">
            <h2 id="meus-enderecos-lista" className="address-section__title">
              Endereços salvos
            </h2>
            {book.loading ? (
              <div className="page-loading" role="status">
                <span className="spinner" aria-hidden="true" />
                <span className="visually-hidden">Carregando endereços</span>
              </div>
            ) : book.failed ? (
              <p className="address-empty">Não foi possível carregar seus endereços. Tente novamente.</p>
            ) : book.addresses.length === 0 ? (
              <p className="address-empty">Você ainda não tem endereços salvos.</p>
            ) : (
              <AddressList
                addresses={book.addresses}
                busy={busy || working}
                onPick={(address) => void choose(address)}
                onEdit={(address) => {
                  writeDraft(address);
                  router.push('/editar-endereco-dados', 'forward');
                }}
                onDelete={(address) => void book.remove(address, run)}
              />
            )}
          </section>
          {book.deviceOnly.length > 0 && (
            <section aria-labelledby="enderecos-aparelho" className="address-section address-section--device">
              <h2 id="enderecos-aparelho" className="address-section__title">
                Guardados neste aparelho
              </h2>
              <p className="address-empty">
                {book.deviceOnly.length === 1
                  ? '1 endereço ainda não está na sua conta.'
                  : `${book.deviceOnly.length} endereços ainda não estão na sua conta.`}
              </p>
              <button
                type="button"
                className="btn btn--ghost btn--block address-outline-button"
                disabled={working}
                onClick={() => void upload()}
              >
                Salvar na minha conta
              </button>
            </section>
          )}
        </div>
      )}
    </FormScreen>
  );
}
