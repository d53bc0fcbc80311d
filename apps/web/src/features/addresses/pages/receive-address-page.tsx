import { AddressChooser } from '../components/address-chooser.tsx';
import { useAddressBook } from '../hooks/use-address-book.ts';

/** receber-endereco: 'Onde você quer receber?' — current location, search and the saved addresses. */
export function ReceiveAddressPage() {
  const book = useAddressBook();
  return <AddressChooser title="Onde você quer receber?" backTo="/tabs/cardapio" book={book} />;
}
