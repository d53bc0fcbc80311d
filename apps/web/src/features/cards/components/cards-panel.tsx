import { CARD_FAILURE_FLAG, type PaymentChoice, visibleCards } from '@comanda/domain';
import { TRY_AGAIN_LABEL } from '../../../lib/texts.ts';
import { useStoredValue } from '../../../lib/use-stored.ts';
import { Icon } from '../../../ui/icon.tsx';
import { donationPaymentChoiceKey, paymentChoiceKey } from '../../payments/index.ts';
import { useWallet } from '../api/get-wallet.ts';
import { ADD_CARD_TITLE, NO_CARDS_MESSAGE } from '../card-texts.ts';
import { type CardsMode, useCardActions } from '../hooks/use-card-actions.ts';
import { addOutline } from './card-icons.ts';
import { CardTile } from './card-tile.tsx';
import './cards.css';

/**
 * The §2 Cards screen's content, as a page or in the modal: the saved cards (donation cards only in donation
 * mode), each with its trash icon, and 'Adicionar cartão'. In select and donation modes a tap picks the card.
 */
export function CardsPanel({
  mode,
  onAdd,
  onSelected,
}: {
  mode: CardsMode;
  onAdd: () => void;
  onSelected?: (choice: PaymentChoice) => void;
}) {
  const wallet = useWallet();
  const actions = useCardActions(mode, onSelected);
  const current = useStoredValue(mode === 'donation' ? donationPaymentChoiceKey : paymentChoiceKey);
  const picking = mode !== 'manage';
  const cards = wallet.data ? (mode === 'donation' ? wallet.data : visibleCards(wallet.data)) : [];

  return (
    <div className="cards-panel">
      {wallet.isPending ? (
        <div className="cards-panel__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">Carregando cartões</span>
        </div>
      ) : wallet.isError ? (
        <div className="cards-panel__empty">
          <p>Não foi possível carregar seus cartões.</p>
          <button type="button" className="btn btn--ghost" onClick={() => void wallet.refetch()}>
            {TRY_AGAIN_LABEL}
          </button>
        </div>
      ) : cards.length === 0 ? (
        <p className="cards-panel__empty">{NO_CARDS_MESSAGE}</p>
      ) : (
        <ul className="cards-panel__list" aria-label="Cartões salvos">
          {cards.map((card) => {
            const failed = card.falha_transacao === CARD_FAILURE_FLAG;
            const onSelect = picking
              ? () => void actions.select(card)
              : failed
                ? () => void actions.explainFailure(card)
                : undefined;
            return (
              <li key={card.id}>
                <CardTile
                  card={card}
                  busy={actions.busy}
                  {...(picking ? { selected: current?.cartao?.id === card.id } : {})}
                  {...(onSelect ? { onSelect } : {})}
                  onDelete={() => void actions.confirmRemove(card)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="btn btn--outline btn--block cards-panel__add" onClick={onAdd}>
        <Icon icon={addOutline} />
        {ADD_CARD_TITLE}
      </button>
    </div>
  );
}
