import informationCircleOutline from 'ionicon:informationCircleOutline';
import type { LoyaltyStatusData } from '@comanda/contract';
import { hasInvertedColours, levelProgress } from '@comanda/domain';
import { Icon } from '../../../ui/icon.tsx';
import {
  LEVEL_PREFIX,
  POINTS_BALANCE_LABEL,
  POINTS_INFO_BUTTON,
  pointsLabel,
  progressLabel,
  TOP_LEVEL_TEXT,
  toNextLevelText,
} from '../loyalty-texts.ts';
import { levelStyle } from './level-look.ts';

export interface LevelCardProps {
  loyalty: Pick<
    LoyaltyStatusData,
    'nivel' | 'nome' | 'saldo_pontos' | 'background' | 'border_color' | 'logo' | 'classe'
  >;
  onInfo?: () => void;
}

/** The member's card: the level in its colours and logo, the balance and the way to the next level. */
export function LevelCard({ loyalty, onInfo }: LevelCardProps) {
  const inverted = hasInvertedColours(loyalty.nivel);
  const progress = levelProgress(loyalty.saldo_pontos);
  const next = progress.proximoNivel;
  const caption =
    next === null || progress.pontosProximoNivel === null
      ? TOP_LEVEL_TEXT
      : toNextLevelText(progress.pontosProximoNivel, next);
  const classes = ['level-card', loyalty.classe, inverted ? 'level-card--inverted' : ''].filter(Boolean);
  return (
    <section
      className={classes.join(' ')}
      style={levelStyle(loyalty, inverted)}
      aria-labelledby="level-card-name"
    >
      <div className="level-card__top">
        <span className="level-card__logo">
          <img src={loyalty.logo} alt="" width="72" height="72" />
        </span>
        <div className="level-card__titles">
          <p className="level-card__programme">Shinguru</p>
          <h2 className="level-card__name" id="level-card-name">
            {LEVEL_PREFIX} {loyalty.nome}
          </h2>
        </div>
        {onInfo && (
          <button type="button" className="level-card__info" aria-label={POINTS_INFO_BUTTON} onClick={onInfo}>
            <Icon icon={informationCircleOutline} />
          </button>
        )}
      </div>
      <p className="level-card__balance">
        <span className="level-card__balance-label">{POINTS_BALANCE_LABEL}</span>
        <span className="level-card__points">{pointsLabel(loyalty.saldo_pontos)}</span>
      </p>
      <div
        className="level-card__bar"
        role="progressbar"
        aria-label={progressLabel(loyalty.nome)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.progresso}
        aria-valuetext={`${progress.progresso}%. ${caption}`}
      >
        <span className="level-card__fill" style={{ width: `${progress.progresso}%` }} />
      </div>
      <p className="level-card__caption">{caption}</p>
    </section>
  );
}
