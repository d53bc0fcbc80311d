import type { LoyaltyStatusData } from '@comanda/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { RETRY_LOAD_LABEL } from '../../../ui/texts.ts';
import { useLoyalty } from '../hooks/use-loyalty.ts';
import { LOAD_FAILED_TEXT } from '../loyalty-texts.ts';

export const WELCOME_PATH = '/shinguru/bem-vindo';

export function LoyaltyLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Carregando…</span>
    </div>
  );
}

/** A club screen's data could not be loaded: says so and offers to try again. */
export function LoyaltyLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="loyalty-notice">
      <p>{LOAD_FAILED_TEXT}</p>
      <button type="button" className="btn btn--primary" onClick={onRetry}>
        {RETRY_LOAD_LABEL}
      </button>
    </div>
  );
}

/** The member screens: a customer who has not joined (shinguru false) is invited to, at shinguru/bem-vindo. */
export function MemberGate({ children }: { children: (loyalty: LoyaltyStatusData) => ReactNode }) {
  const { data, isPending, isError, refetch } = useLoyalty();
  if (data) return data.shinguru ? children(data) : <Navigate to={WELCOME_PATH} replace />;
  if (isPending && !isError) return <LoyaltyLoading />;
  return <LoyaltyLoadFailed onRetry={() => void refetch()} />;
}
