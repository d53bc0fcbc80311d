import { useIonRouter } from '@ionic/react';
import { type ReactNode, useState } from 'react';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { useWallet, type WalletFilter } from '../api/get-wallet.ts';
import { useOpenBag } from '../hooks/open-bag.ts';
import { useBenefitActions } from '../hooks/use-benefit-actions.ts';
import { EMPTY_USABLE_WALLET, EMPTY_USED_WALLET, WALLET_TABS, WALLET_TITLE } from '../wallet-texts.ts';
import { BenefitModal } from './benefit-modal.tsx';
import type { BenefitNoticeKind } from './benefit-notice.tsx';
import { LoyaltyLoadFailed, LoyaltyLoading } from './member-gate.tsx';
import { WalletItem } from './wallet-item.tsx';
import './wallet.css';

const FILTERS: readonly WalletFilter[] = ['usable', 'used'];
export const NOTICE_PATHS = {
  activated: '/modal-beneficio-ativado',
  used: '/modal-beneficio-utilizado',
} as const;

/**
 * The member's wallet (§3 Wallet item): the items to use (Disponível, Reservado) and the used ones, in two tabs.
 * A product benefit goes into the bag free, a restaurant benefit shows a code; the outcome opens
 * modal-beneficio-ativado, a used item modal-beneficio-utilizado (pages on mobile, modals on desktop).
 */
export function WalletSection() {
  const [filter, setFilter] = useState<WalletFilter>('usable');
  const [notice, setNotice] = useState<{ kind: BenefitNoticeKind; sequencial: number } | null>(null);
  const isDesktop = useIsDesktop();
  const router = useIonRouter();
  const openBag = useOpenBag();
  const open = (kind: BenefitNoticeKind, sequencial: number) => {
    if (isDesktop) setNotice({ kind, sequencial });
    else router.push(`${NOTICE_PATHS[kind]}?sequencial=${sequencial}`, 'forward');
  };
  const actions = useBenefitActions((sequencial) => open('activated', sequencial));
  const { data, isPending, isError, refetch } = useWallet(filter);
  const tabId = (f: WalletFilter) => `wallet-tab-${f}`;

  let panel: ReactNode;
  if (data)
    panel =
      data.length === 0 ? (
        <p className="wallet-empty">{filter === 'used' ? EMPTY_USED_WALLET : EMPTY_USABLE_WALLET}</p>
      ) : (
        <ul className="wallet-list">
          {data.map((item) => (
            <WalletItem key={item.sequencial} item={item} actions={actions} onOpen={open} />
          ))}
        </ul>
      );
  else if (isPending && !isError) panel = <LoyaltyLoading />;
  else panel = <LoyaltyLoadFailed onRetry={() => void refetch()} />;

  return (
    <section className="wallet" aria-labelledby="wallet-title">
      <h2 id="wallet-title" className="wallet__title">
        {WALLET_TITLE}
      </h2>
      <div className="wallet-tabs" role="tablist" aria-label={WALLET_TITLE}>
        {FILTERS.map((f) => (
          <button
            key={f}
            id={tabId(f)}
            type="button"
            role="tab"
            aria-selected={filter === f}
            aria-controls="wallet-panel"
            className="wallet-tabs__tab"
            onClick={() => setFilter(f)}
          >
            {WALLET_TABS[f]}
          </button>
        ))}
      </div>
      <div id="wallet-panel" role="tabpanel" aria-labelledby={tabId(filter)}>
        {panel}
      </div>
      {isDesktop && (
        <BenefitModal
          open={
            notice && { kind: notice.kind, item: data?.find((item) => item.sequencial === notice.sequencial) }
          }
          onClose={() => setNotice(null)}
          onSeeBag={openBag}
        />
      )}
    </section>
  );
}
