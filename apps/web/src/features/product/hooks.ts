import { useHasDeliveryAddress } from '../addresses/index.ts';
import { useCurrentUser } from '../auth/index.ts';
import { useCurrentStore } from '../stores/index.ts';

/** The footer button of §2 Product detail: add, ask for an address, or ask to log in. */
export type FooterAction = 'add' | 'address' | 'login';

export function useFooterAction(): FooterAction {
  const user = useCurrentUser();
  const hasAddress = useHasDeliveryAddress();
  const store = useCurrentStore();
  if (hasAddress && store) return 'add';
  return user ? 'address' : 'login';
}
