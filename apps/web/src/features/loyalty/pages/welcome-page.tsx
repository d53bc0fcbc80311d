import checkmarkCircleOutline from 'ionicon:checkmarkCircleOutline';
import ribbonOutline from 'ionicon:ribbonOutline';
import sparklesOutline from 'ionicon:sparklesOutline';
import trophyOutline from 'ionicon:trophyOutline';
import { LOYALTY_LEVELS } from '@comanda/domain';
import { IonContent, useIonRouter } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { storeUpdatedUser, useCurrentUser } from '../../auth/index.ts';
import { useBenefits } from '../api/get-benefits.ts';
import { joinLoyalty } from '../api/join-loyalty.ts';
import { LoyaltyLoading } from '../components/member-gate.tsx';
import { useLoyalty } from '../hooks/use-loyalty.ts';
import {
  ALREADY_MEMBER_TEXT,
  ALREADY_MEMBER_TITLE,
  CONSENT_AFTER_LINK,
  CONSENT_BEFORE_LINK,
  CONSENT_LINK,
  CONSENT_REQUIRED,
  GO_TO_CLUB_LABEL,
  INVITE_EYEBROW,
  INVITE_HEADLINE,
  INVITE_LEAD,
  JOIN_LABEL,
  LEVELS_HEADING,
  levelRangeLabel,
  WELCOME_EYEBROW,
  WELCOME_HEADLINE,
  WELCOME_HIGHLIGHTS,
  WELCOME_LEAD,
} from '../loyalty-texts.ts';
import { INVITE_TITLE, WELCOME_TITLE } from '../loyalty-titles.ts';
import '../../../ui/button.css';
import '../components/loyalty.css';

const CLUB_PATH = '/tabs/shinguru';
const HIGHLIGHT_ICONS = [sparklesOutline, trophyOutline, ribbonOutline] as const;
const ICON_SLUGS: Record<string, string> = { Areia: 'areia', Onda: 'onda', Coral: 'coral', Pérola: 'perola' };

interface LevelRow {
  nivel: number;
  nome: string;
  icone: string;
  range: string;
}

/** The ladder from the catalogue (`buscar_beneficios`), or the domain's table while it has not answered. */
function useLevelRows(): LevelRow[] {
  const { data } = useBenefits();
  if (data && data.niveis.length > 0)
    return data.niveis.map((level) => ({
      nivel: level.nivel,
      nome: level.nome,
      icone: level.icone,
      range: levelRangeLabel(level.pontos_min, level.pontos_max),
    }));
  return LOYALTY_LEVELS.map((level) => ({
    nivel: level.nivel,
    nome: level.nome,
    icone: `/img/shinguru/icone-${ICON_SLUGS[level.nome]}.svg`,
    range: levelRangeLabel(level.minPoints, Number.isFinite(level.maxPoints) ? level.maxPoints : null),
  }));
}

function AlreadyMember() {
  return (
    <div className="welcome-member">
      <span className="welcome-member__icon" aria-hidden="true">
        <Icon icon={checkmarkCircleOutline} />
      </span>
      <h2>{ALREADY_MEMBER_TITLE}</h2>
      <p>{ALREADY_MEMBER_TEXT}</p>
      <AppLink to={CLUB_PATH} direction="root" className="btn btn--primary">
        {GO_TO_CLUB_LABEL}
      </AppLink>
    </div>
  );
}

function JoinForm() {
  const router = useIonRouter();
  const queryClient = useQueryClient();
  const [busy, run] = useAction();
  const [accepted, setAccepted] = useState(false);
  const [refused, setRefused] = useState(false);
  const errorId = useId();
  const consentId = useId();
  const consent = useRef<HTMLInputElement>(null);

  const join = () => {
    if (!accepted) {
      setRefused(true);
      consent.current?.focus();
      return;
    }
    void run(async () => {
      const answer = await joinLoyalty();
      if (answer.data) storeUpdatedUser(answer.data);
      await queryClient.refetchQueries({ queryKey: ['fidelidade'] });
      void queryClient.invalidateQueries({ queryKey: ['buscar_beneficios'] });
      if (answer.message) toast.success(answer.message);
      router.push(CLUB_PATH, 'root', 'replace');
    });
  };

  return (
    <form
      className="welcome-join"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        join();
      }}
    >
      <div className="welcome-join__consent">
        <input
          ref={consent}
          id={consentId}
          type="checkbox"
          checked={accepted}
          aria-invalid={refused && !accepted}
          aria-describedby={refused && !accepted ? errorId : undefined}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setRefused(false);
          }}
        />
        <label htmlFor={consentId}>
          {CONSENT_BEFORE_LINK}
          <AppLink to="/shinguru/termos-condicoes">{CONSENT_LINK}</AppLink>
          {CONSENT_AFTER_LINK}
        </label>
      </div>
      {refused && !accepted && (
        <p className="welcome-join__error" id={errorId} role="alert">
          {CONSENT_REQUIRED}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} aria-busy={busy}>
        {busy ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
        {JOIN_LABEL}
      </button>
    </form>
  );
}

/** shinguru/bem-vindo and shinguru/convite (same screen, invite copy): the pitch, the levels and the join. */
function Welcome({ invite }: { invite: boolean }) {
  const user = useCurrentUser();
  const { data, isPending } = useLoyalty();
  const levels = useLevelRows();
  const member = data ? data.shinguru : user?.shinguru === true;
  return (
    <>
      <PageHeader title={invite ? INVITE_TITLE : WELCOME_TITLE} backTo="/tabs/cardapio" />
      <IonContent className="loyalty-content">
        <div className="welcome">
          <header className="welcome-hero">
            <ul className="welcome-hero__levels" aria-hidden="true">
              {levels.map((level) => (
                <li key={level.nivel}>
                  <img className="welcome-hero__icon" src={level.icone} alt="" width="56" height="56" />
                </li>
              ))}
            </ul>
            <p className="welcome-hero__eyebrow">{invite ? INVITE_EYEBROW : WELCOME_EYEBROW}</p>
            <h2 className="welcome-hero__headline">{invite ? INVITE_HEADLINE : WELCOME_HEADLINE}</h2>
            <p className="welcome-hero__lead">{invite ? INVITE_LEAD : WELCOME_LEAD}</p>
          </header>

          {member ? (
            <AlreadyMember />
          ) : (
            <>
              <ul className="welcome-highlights">
                {WELCOME_HIGHLIGHTS.map((item, index) => (
                  <li key={item.title} className="welcome-highlight">
                    <span className="welcome-highlight__icon" aria-hidden="true">
                      <Icon icon={HIGHLIGHT_ICONS[index] ?? sparklesOutline} />
                    </span>
                    <div>
                      <h3>{item.title}</h3>
                      <p>{item.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
              <section className="welcome-levels" aria-labelledby="welcome-levels-title">
                <h2 id="welcome-levels-title">{LEVELS_HEADING}</h2>
                <ol className="welcome-levels__list">
                  {levels.map((level) => (
                    <li key={level.nivel} className="welcome-level">
                      <img src={level.icone} alt="" width="40" height="40" />
                      <span className="welcome-level__name">{level.nome}</span>
                      <span className="welcome-level__range">{level.range}</span>
                    </li>
                  ))}
                </ol>
              </section>
              {isPending && !user?.shinguru ? <LoyaltyLoading /> : <JoinForm />}
            </>
          )}
        </div>
      </IonContent>
    </>
  );
}

export function WelcomePage() {
  return <Welcome invite={false} />;
}

export function InvitePage() {
  return <Welcome invite />;
}
