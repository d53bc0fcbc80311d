import { RECEIVE_ADDRESS_TITLE } from '../address-titles.ts';
import { AddressChooser } from '../components/address-chooser.tsx';
import { useAddressBook } from '../hooks/use-address-book.ts';

/** receber-endereco: RECEIVE_ADDRESS_TITLE — current location, search and the saved addresses. */
export function ReceiveAddressPage() {
  const book = useAddressBook();
  return <AddressChooser title={RECEIVE_ADDRESS_TITLE} backTo="/tabs/cardapio" book={book} />;
}
