import { useIonRouter } from '@ionic/react';
import type { ReactNode } from 'react';
import { FormScreen } from '../../../ui/form/form-screen.tsx';
import type { DeliveryAddress } from '../address-rules.ts';
import type { useAddressBook } from '../hooks/use-address-book.ts';
import { useChooseAddress } from '../hooks/use-choose-address.ts';
import { useConfirmLocation } from '../hooks/use-confirm-location.ts';
import { useLocationLookup } from '../hooks/use-location-lookup.ts';
import { AddressList } from './address-list.tsx';
import { AddressSearchBox } from './address-search-box.tsx';
import { LocationTile } from './location-tile.tsx';
import { NoDelivery } from './no-delivery.tsx';
import './addresses.css';

type AddressBook = ReturnType<typeof useAddressBook>;

/** Edit and delete on the saved addresses (never on the current one, §2), with the page's own busy flag. */
export interface AddressEditing {
  busy: boolean;
  onEdit: (address: DeliveryAddress) => void;
  onDelete: (address: DeliveryAddress) => void;
}

/**
 * Where the customer picks the delivery address (receber-endereco, tabs/meus-enderecos): the search box, the
 * current-location tile and the saved addresses; picking one finds its store (§4), and an address no store
 * delivers to shows the no-delivery state instead.
 */
export function AddressChooser({
  title,
  backTo,
  book,
  editing,
  children,
}: {
  title: string;
  backTo: string;
  book: AddressBook;
  editing?: AddressEditing;
  /** More sections below the list. */
  children?: ReactNode;
}) {
  const router = useIonRouter();
  const location = useLocationLookup();
  const { busy, choose, noDelivery, dismissNoDelivery } = useChooseAddress();
  const confirmLocation = useConfirmLocation();

  if (noDelivery)
    return (
      <FormScreen title={title} backTo={backTo}>
        <NoDelivery
          address={noDelivery}
          onTryAnother={dismissNoDelivery}
          onMenu={() => router.push('/tabs/cardapio', 'root', 'replace')}
        />
      </FormScreen>
    );

  return (
    <FormScreen title={title} backTo={backTo}>
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
          ) : book.failed ? (
            <p className="address-empty">Não foi possível carregar seus endereços. Tente novamente.</p>
          ) : book.addresses.length === 0 ? (
            <p className="address-empty">Você ainda não tem endereços salvos.</p>
          ) : (
            <AddressList
              addresses={book.addresses}
              busy={busy || Boolean(editing?.busy)}
              onPick={(address) => void choose(address)}
              {...(editing ? { onEdit: editing.onEdit, onDelete: editing.onDelete } : {})}
            />
          )}
        </section>
        {children}
      </div>
    </FormScreen>
  );
}
