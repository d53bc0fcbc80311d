import type { LoyaltyStatusData } from '@comanda/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readCurrentUser, useCurrentUser } from '../../auth/index.ts';
import { loyaltyQueryOptions } from '../api/get-loyalty.ts';
import { loyaltyRecordKey } from '../loyalty-record.ts';

/**
 * Keeps the `fidelidade` record in step with an answer for `account`, unless the session has changed meanwhile
 * (a logout or another login while the request was out must not bring the old account's record back).
 */
export function mirrorLoyalty(answer: LoyaltyStatusData, account: string): boolean {
  if (readCurrentUser()?.id_externo !== account) return false;
  loyaltyRecordKey.write(answer);
  return true;
}

/**
 * `GET fidelidade` whenever a user with a jwt is logged in (§4), mirrored into the stored `fidelidade` record that
 * the route guard and the navigation read.
 */
export function useLoyalty() {
  const user = useCurrentUser();
  const account = user?.id_externo ?? '';
  const query = useQuery({ ...loyaltyQueryOptions(account), enabled: Boolean(user?.jwt) });
  const { data } = query;
  useEffect(() => {
    if (data) mirrorLoyalty(data, account);
  }, [data, account]);
  return query;
}
