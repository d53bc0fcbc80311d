import { useIonRouter } from '@ionic/react';
import { draftFromPlace, type StoredLocation } from '../address-rules.ts';
import { writeDraft } from '../address-storage.ts';

/** Goes to mapa-confirmacao with the current location as the address being built (§4 Location tile). */
export function useConfirmLocation() {
  const router = useIonRouter();
  return (location: StoredLocation) => {
    writeDraft(draftFromPlace(location));
    router.push('/mapa-confirmacao', 'forward');
  };
}
