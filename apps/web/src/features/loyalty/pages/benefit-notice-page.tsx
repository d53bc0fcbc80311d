import { IonContent, useIonRouter } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useWallet } from '../api/get-wallet.ts';
import { BenefitNotice, type BenefitNoticeKind } from '../components/benefit-notice.tsx';
import { LoyaltyLoading } from '../components/member-gate.tsx';
import { BENEFIT_ACTIVATED_TITLE, BENEFIT_USED_TITLE } from '../loyalty-titles.ts';
import '../../../ui/button.css';
import '../components/loyalty.css';
import '../components/wallet.css';

const WALLET_PATH = '/shinguru/seus-beneficios';

/** modal-beneficio-ativado / -utilizado as a page (below 768 px): the item named by `?sequencial=`. */
function BenefitNoticePage({ kind }: { kind: BenefitNoticeKind }) {
  const router = useIonRouter();
  const sequencial = Number(new URLSearchParams(useLocation().search).get('sequencial'));
  // Like modal-info-pontos, the page is guarded as a mobile page only: without a member's wallet it says so.
  const { data, isPending, fetchStatus } = useWallet(kind === 'used' ? 'used' : 'usable');
  const close = () => {
    if (router.canGoBack()) router.goBack();
    else router.push(WALLET_PATH, 'back', 'replace');
  };
  return (
    <>
      <PageHeader
        title={kind === 'used' ? BENEFIT_USED_TITLE : BENEFIT_ACTIVATED_TITLE}
        backTo={WALLET_PATH}
      />
      <IonContent className="loyalty-content">
        {isPending && fetchStatus !== 'idle' ? (
          <LoyaltyLoading />
        ) : (
          <BenefitNotice
            kind={kind}
            item={data?.find((item) => item.sequencial === sequencial)}
            onDone={close}
            onSeeBag={() => router.push('/sacola', 'forward', 'replace')}
          />
        )}
      </IonContent>
    </>
  );
}

export const BenefitActivatedPage = () => <BenefitNoticePage kind="activated" />;
export const BenefitUsedPage = () => <BenefitNoticePage kind="used" />;
