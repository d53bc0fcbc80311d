import { CARD_FAILURE_FLAG, cardDisplayName, type SavedCard } from '@comanda/domain';
import { BrandMark } from '../../../ui/brand-mark.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { CHANGE_CARD_LABEL } from '../../payments/index.ts';
import { DELETE_CARD_LABEL } from '../card-texts.ts';
import { checkmarkCircleOutline, trashOutline, warningOutline } from './card-icons.ts';

export interface CardTileProps {
  card: SavedCard;
  /** The card is the order's current payment method. */
  selected?: boolean;
  busy?: boolean;
  /** Tapping the card (select mode, or a failed card's explanation). */
  onSelect?: () => void;
  /** Shows the trash icon. */
  onDelete?: () => void;
  /** Shows the CHANGE_CARD_LABEL link. */
  onChange?: () => void;
}

/**
 * §2 Card tile: brand image, nickname (or 'Cartão de {tipo}'), brand and '**** {last4}'; a warning badge for a
 * card with falha_transacao 1, and optionally a trash icon and a CHANGE_CARD_LABEL link.
 */
export function CardTile({ card, selected, busy, onSelect, onDelete, onChange }: CardTileProps) {
  const name = cardDisplayName(card);
  const failed = card.falha_transacao === CARD_FAILURE_FLAG;
  const body = (
    <>
      <BrandMark brand={card.bandeira} decorative className="card-tile__brand" />
      <span className="card-tile__text">
        <span className="card-tile__name">{name}</span>
        <span className="card-tile__line">
          {card.bandeira} <span className="card-tile__digits">**** {card.final}</span>
        </span>
        {failed && (
          <span className="card-tile__badge">
            <Icon icon={warningOutline} />
            Cadastre novamente
          </span>
        )}
      </span>
      {selected && (
        <span className="card-tile__selected">
          <Icon icon={checkmarkCircleOutline} />
          <span className="visually-hidden">Cartão em uso</span>
        </span>
      )}
    </>
  );
  const classes = ['card-tile', failed && 'card-tile--failed', selected && 'card-tile--selected']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {onSelect ? (
        <button
          type="button"
          className="card-tile__main card-tile__main--button"
          disabled={busy}
          aria-pressed={selected === undefined ? undefined : selected}
          onClick={onSelect}
        >
          {body}
        </button>
      ) : (
        <div className="card-tile__main">{body}</div>
      )}
      {onChange && (
        <button type="button" className="card-tile__change" disabled={busy} onClick={onChange}>
          {CHANGE_CARD_LABEL}
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="card-tile__delete"
          aria-label={`${DELETE_CARD_LABEL} ${name} final ${card.final}`}
          disabled={busy}
          onClick={onDelete}
        >
          <Icon icon={trashOutline} />
        </button>
      )}
    </div>
  );
}
