import type { Session } from '@comanda/contract';
import { useIonRouter } from '@ionic/react';
import { useCallback } from 'react';
import { finishFlow } from './flow-state.ts';
import type { SessionGrant } from './session/stored-user.ts';
import { storeSession } from './session/user-updates.ts';

/** Stores a new session and goes back to where the customer was before logging in. */
export function useCompleteLogin(): (session: Session) => void {
  const router = useIonRouter();
  return useCallback(
    (session: Session) => {
      const target = finishFlow();
      router.push(target, 'root', 'replace');
      storeSession(session as SessionGrant);
    },
    [router],
  );
}

/** Epoch ms when a code sent now may be sent again. */
export function resendTime(seconds: number): number {
  return Date.now() + seconds * 1000;
}
