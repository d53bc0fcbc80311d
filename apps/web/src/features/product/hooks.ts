import { useCurrentUser } from '../../lib/auth.ts';
import { useStored } from '../../lib/use-stored.ts';

/** The part of the stored store (§3 Store) the product and bag screens read. */
export interface CurrentStore {
  id: number;
  nome?: string;
  statusLoja?: string;
}

export function useCurrentStore(): CurrentStore | undefined {
  const store = useStored<CurrentStore>('loja');
  return store && typeof store.id === 'number' ? store : undefined;
}

/** Whether a delivery address is known: the chosen address or the current location (§3). */
export function useHasAddress(): boolean {
  const address = useStored<{ logradouro?: string }>('endereco');
  const location = useStored<{ logradouro?: string }>('localizacao-atual');
  return Boolean(address?.logradouro || location?.logradouro);
}

/** The footer button of §2 Product detail: add, ask for an address, or ask to log in. */
export type FooterAction = 'add' | 'address' | 'login';

export function useFooterAction(): FooterAction {
  const user = useCurrentUser();
  const hasAddress = useHasAddress();
  const store = useCurrentStore();
  if (hasAddress && store) return 'add';
  return user ? 'address' : 'login';
}
