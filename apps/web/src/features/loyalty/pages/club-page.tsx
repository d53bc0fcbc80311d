import chevronForwardOutline from 'ionicon:chevronForwardOutline';
import documentTextOutline from 'ionicon:documentTextOutline';
import giftOutline from 'ionicon:giftOutline';
import helpCircleOutline from 'ionicon:helpCircleOutline';
import mailOutline from 'ionicon:mailOutline';
import openOutline from 'ionicon:openOutline';
import receiptOutline from 'ionicon:receiptOutline';
import walletOutline from 'ionicon:walletOutline';
import { IonContent, useIonRouter, useIonViewWillEnter } from '@ionic/react';
import { lazy, Suspense, useState } from 'react';
import { brand } from '../../../config/brand.ts';
import { useIsDesktop } from '../../../lib/responsive.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useCurrentStore } from '../../stores/index.ts';
import { LevelCard } from '../components/level-card.tsx';
import { MemberGate } from '../components/member-gate.tsx';
import { useLoyalty } from '../hooks/use-loyalty.ts';
import { showsMemberPerks } from '../loyalty-display.ts';
import {
  CONTACT_SHORTCUT_HINT,
  EXPERIENCES_LINK,
  EXPERIENCES_TEXT,
  EXPERIENCES_TITLE,
  NEW_TAB_HINT,
  SHORTCUT_HINTS,
  SHORTCUTS_LABEL,
} from '../loyalty-texts.ts';
import {
  BENEFITS_TITLE,
  CASHBACK_TITLE,
  CLUB_TITLE,
  CONTACT_TITLE,
  FAQ_TITLE,
  STATEMENT_TITLE,
  TERMS_TITLE,
} from '../loyalty-titles.ts';
import '../../../ui/button.css';
import '../components/loyalty.css';

/** modal-info-pontos on desktop: Ionic's modal is a chunk of its own, fetched when the explanation is opened. */
const PointsInfoModal = lazy(() =>
  import('../components/points-info-modal.tsx').then(({ PointsInfoModal }) => ({ default: PointsInfoModal })),
);

const SHORTCUTS: readonly { to: string; label: string; hint: string; icon: string }[] = [
  {
    to: '/shinguru/seus-beneficios',
    label: BENEFITS_TITLE,
    hint: SHORTCUT_HINTS.benefits,
    icon: giftOutline,
  },
  { to: '/shinguru/extrato', label: STATEMENT_TITLE, hint: SHORTCUT_HINTS.statement, icon: receiptOutline },
  {
    to: '/shinguru/detalhes-cashback',
    label: CASHBACK_TITLE,
    hint: SHORTCUT_HINTS.cashback,
    icon: walletOutline,
  },
  { to: '/shinguru/duvidas-frequentes', label: FAQ_TITLE, hint: SHORTCUT_HINTS.faq, icon: helpCircleOutline },
  { to: '/shinguru/fale-conosco', label: CONTACT_TITLE, hint: CONTACT_SHORTCUT_HINT, icon: mailOutline },
  {
    to: '/shinguru/termos-condicoes',
    label: TERMS_TITLE,
    hint: SHORTCUT_HINTS.terms,
    icon: documentTextOutline,
  },
];

/** tabs/shinguru: the member's level card, balance and progress, the points info and the club's shortcuts. */
export function ClubPage() {
  const router = useIonRouter();
  const isDesktop = useIsDesktop();
  const store = useCurrentStore();
  const [infoOpen, setInfoOpen] = useState(false);
  // the modal's code is fetched the first time it opens; it stays mounted after, for its closing animation
  const [infoMounted, setInfoMounted] = useState(false);
  const { refetch } = useLoyalty();
  // a tab stays mounted: coming back shows the balance as it is now
  useIonViewWillEnter(() => void refetch());

  const openInfo = () => {
    if (!isDesktop) return router.push('/modal-info-pontos');
    setInfoMounted(true);
    setInfoOpen(true);
  };

  return (
    <>
      <PageHeader title={CLUB_TITLE} />
      <IonContent className="loyalty-content">
        <div className="club">
          <MemberGate>
            {(loyalty) => (
              <>
                <div className="club__card">
                  <LevelCard loyalty={loyalty} onInfo={openInfo} />
                </div>
                <nav className="club__shortcuts" aria-label={SHORTCUTS_LABEL}>
                  <ul className="club-shortcuts">
                    {SHORTCUTS.map((shortcut) => (
                      <li key={shortcut.to}>
                        <AppLink to={shortcut.to} className="club-shortcut">
                          <span className="club-shortcut__icon" aria-hidden="true">
                            <Icon icon={shortcut.icon} />
                          </span>
                          <span className="club-shortcut__text">
                            <span className="club-shortcut__label">{shortcut.label}</span>
                            <span className="club-shortcut__hint">{shortcut.hint}</span>
                          </span>
                          <Icon icon={chevronForwardOutline} className="club-shortcut__chevron" />
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </nav>
                {showsMemberPerks(loyalty, store) && (
                  <aside className="club-experiences" aria-labelledby="club-experiences-title">
                    <div>
                      <h2 id="club-experiences-title">{EXPERIENCES_TITLE}</h2>
                      <p>{EXPERIENCES_TEXT}</p>
                    </div>
                    <a
                      className="btn club-experiences__link"
                      href={brand.eventsSiteUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {EXPERIENCES_LINK}
                      <Icon icon={openOutline} />
                      <span className="visually-hidden"> {NEW_TAB_HINT}</span>
                    </a>
                  </aside>
                )}
              </>
            )}
          </MemberGate>
        </div>
      </IonContent>
      {isDesktop && infoMounted && (
        <Suspense fallback={null}>
          <PointsInfoModal isOpen={infoOpen} onClose={() => setInfoOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
