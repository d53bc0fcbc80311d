import checkmarkCircleOutline from 'ionicon:checkmarkCircleOutline';
import lockClosedOutline from 'ionicon:lockClosedOutline';
import type { LoyaltyBenefitsByLevel } from '@comanda/contract';
import { hasInvertedColours } from '@comanda/domain';
import { IonContent } from '@ionic/react';
import { Icon } from '../../../ui/icon.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useBenefits } from '../api/get-benefits.ts';
import { levelStyle } from '../components/level-look.ts';
import { LoyaltyLoadFailed, LoyaltyLoading, MemberGate } from '../components/member-gate.tsx';
import { WalletSection } from '../components/wallet-section.tsx';
import {
  BENEFIT_CATEGORY_LABELS,
  BENEFITS_INTRO,
  CURRENT_LEVEL_BADGE,
  LEVEL_PREFIX,
  LOCKED_BADGE,
  levelRangeLabel,
  NO_BENEFITS_TEXT,
  UNLOCKED_BADGE,
  unlockedAtLevel,
} from '../loyalty-texts.ts';
import { BENEFITS_TITLE } from '../loyalty-titles.ts';
import { LEVELS_SECTION_TITLE } from '../wallet-texts.ts';
import '../../../ui/button.css';
import '../components/loyalty.css';

type Level = LoyaltyBenefitsByLevel['niveis'][number];

function LevelBenefits({ level, current }: { level: Level; current: boolean }) {
  const headingId = `benefits-level-${level.nivel}`;
  const badge = current ? CURRENT_LEVEL_BADGE : level.desbloqueado ? UNLOCKED_BADGE : LOCKED_BADGE;
  return (
    <section
      className={level.desbloqueado ? 'benefit-level' : 'benefit-level benefit-level--locked'}
      aria-labelledby={headingId}
    >
      <header className="benefit-level__header" style={levelStyle(level, hasInvertedColours(level.nivel))}>
        <img className="benefit-level__icon" src={level.icone} alt="" width="40" height="40" />
        <div className="benefit-level__titles">
          <h2 id={headingId}>
            {LEVEL_PREFIX} {level.nome}
          </h2>
          <p>{levelRangeLabel(level.pontos_min, level.pontos_max)}</p>
        </div>
        <span className="benefit-level__badge">
          {!level.desbloqueado && <Icon icon={lockClosedOutline} />}
          {badge}
        </span>
      </header>
      <ul className="benefit-list">
        {level.benefits.map((benefit) => (
          <li key={benefit.id} className="benefit-tile">
            <img className="benefit-tile__icon" src={benefit.icone} alt="" width="48" height="48" />
            <div className="benefit-tile__text">
              <p className="benefit-tile__category">{BENEFIT_CATEGORY_LABELS[benefit.categoria]}</p>
              <h3 className="benefit-tile__name">{benefit.nome}</h3>
              <p className="benefit-tile__description">{benefit.descricao}</p>
            </div>
            <p
              className={
                level.desbloqueado ? 'benefit-tile__state' : 'benefit-tile__state benefit-tile__state--locked'
              }
            >
              <Icon icon={level.desbloqueado ? checkmarkCircleOutline : lockClosedOutline} />
              {level.desbloqueado ? UNLOCKED_BADGE : unlockedAtLevel(level.nome)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BenefitsByLevel({ nivel }: { nivel: number }) {
  const { data, isPending, isError, refetch } = useBenefits();
  if (isPending && !isError) return <LoyaltyLoading />;
  if (!data) return <LoyaltyLoadFailed onRetry={() => void refetch()} />;
  const levels = data.niveis.filter((level) => level.benefits.length > 0);
  if (levels.length === 0) return <p className="loyalty-notice">{NO_BENEFITS_TEXT}</p>;
  return (
    <>
      {levels.map((level) => (
        <LevelBenefits key={level.nivel} level={level} current={level.nivel === nivel} />
      ))}
    </>
  );
}

/** shinguru/seus-beneficios: what each level unlocks (cumulative), the locked ones with the level they need. */
export function BenefitsPage() {
  return (
    <>
      <PageHeader title={BENEFITS_TITLE} backTo="/tabs/shinguru" />
      <IonContent className="loyalty-content">
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a list taller than the screen must be reachable to scroll by keyboard */}
        <section className="benefits" aria-label={BENEFITS_TITLE} tabIndex={0}>
          <MemberGate>
            {(loyalty) => (
              <>
                <WalletSection />
                <h2 className="benefits__levels-title">{LEVELS_SECTION_TITLE}</h2>
                <p className="benefits__intro">{BENEFITS_INTRO}</p>
                <BenefitsByLevel nivel={loyalty.nivel} />
              </>
            )}
          </MemberGate>
        </section>
      </IonContent>
    </>
  );
}
