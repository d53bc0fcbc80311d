import { useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { writeDraft } from '../address-storage.ts';
import { ADDRESSES_SAVED_MESSAGE } from '../address-texts.ts';
import { MY_ADDRESSES_TITLE } from '../address-titles.ts';
import { SAVED_ADDRESSES_KEY } from '../api/saved-addresses.ts';
import { AddressChooser } from '../components/address-chooser.tsx';
import { useAddressBook } from '../hooks/use-address-book.ts';
import { uploadLocalAddresses } from '../upload-local.ts';

/** tabs/meus-enderecos (§2 Addresses): the list, a search box, the current-location block, edit and delete. */
export function MyAddressesPage() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const book = useAddressBook();
  const [working, run] = useAction();

  const upload = () =>
    run(async () => {
      await uploadLocalAddresses();
      await queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY });
      toast.success(ADDRESSES_SAVED_MESSAGE);
    });

  return (
    <AddressChooser
      title={MY_ADDRESSES_TITLE}
      backTo="/tabs/perfil"
      book={book}
      editing={{
        busy: working,
        onEdit: (address) => {
          writeDraft(address);
          router.push('/editar-endereco-dados', 'forward');
        },
        onDelete: (address) => void book.remove(address, run),
      }}
    >
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
    </AddressChooser>
  );
}
