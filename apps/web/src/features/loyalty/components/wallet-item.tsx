import type { LoyaltyWalletItemData } from '@comanda/contract';
import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useOpenBag } from '../hooks/open-bag.ts';
import type { BenefitActions } from '../hooks/use-benefit-actions.ts';
import { bagLineOf } from '../hooks/use-benefit-actions.ts';
import { BENEFIT_CATEGORY_LABELS } from '../loyalty-texts.ts';
import {
  CANCEL_HOLD,
  CHOOSE_ADDRESS_FIRST,
  COUPON_HINT,
  heldUntil,
  IN_BAG,
  PRODUCT_NOT_SOLD,
  SEE_BAG,
  SEE_DETAILS,
  SHOW_CODE,
  USE_IN_DELIVERY,
  USE_IN_RESTAURANT,
  validUntil,
} from '../wallet-texts.ts';
import { BenefitChoices, requiredChoiceGroups } from './benefit-choices.tsx';

type Item = LoyaltyWalletItemData;

const STATUS_CLASS = { Disponível: 'available', Reservado: 'held', Utilizado: 'used' } as const;

interface WalletItemProps {
  item: Item;
  actions: BenefitActions;
  onOpen: (kind: 'activated' | 'used', sequencial: number) => void;
}

/** What can be done with an item now, by its use and status. */
function ItemActions({ item, actions, onOpen, onChoose }: WalletItemProps & { onChoose: () => void }) {
  const router = useIonRouter();
  const openBag = useOpenBag();
  const busy = actions.busy === item.sequencial;
  if (item.status === 'Utilizado')
    return (
      <button
        type="button"
        className="btn btn--ghost wallet-item__action"
        onClick={() => onOpen('used', item.sequencial)}
      >
        {SEE_DETAILS}
      </button>
    );
  if (item.uso === 'cupom') return <p className="wallet-item__hint">{COUPON_HINT}</p>;
  if (item.status === 'Reservado') {
    const inBag = item.uso === 'produto' && bagLineOf(item) !== undefined;
    return (
      <div className="wallet-item__actions">
        {inBag ? (
          <button type="button" className="btn btn--primary wallet-item__action" onClick={openBag}>
            {SEE_BAG}
          </button>
        ) : item.uso === 'restaurante' ? (
          <button
            type="button"
            className="btn btn--primary wallet-item__action"
            onClick={() => onOpen('activated', item.sequencial)}
          >
            {SHOW_CODE}
          </button>
        ) : null}
        {item.uso === 'produto' && (
          <button
            type="button"
            className="btn btn--ghost wallet-item__action"
            disabled={busy}
            onClick={() => void actions.cancelHold(item)}
          >
            {CANCEL_HOLD}
          </button>
        )}
      </div>
    );
  }
  if (item.uso === 'restaurante')
    return (
      <button
        type="button"
        className="btn btn--primary wallet-item__action"
        disabled={busy}
        onClick={() => void actions.activate(item)}
      >
        {USE_IN_RESTAURANT}
      </button>
    );
  const useInDelivery = () => {
    if (!actions.storeChosen) {
      toast.error(CHOOSE_ADDRESS_FIRST);
      router.push('/buscar-endereco', 'forward');
      return;
    }
    const product = actions.productOf(item);
    if (!product) return void toast.error(PRODUCT_NOT_SOLD);
    if (requiredChoiceGroups(product.observacoes).length > 0) onChoose();
    else void actions.addToBag(item, product.observacoes);
  };
  return (
    <button
      type="button"
      className="btn btn--primary wallet-item__action"
      disabled={busy || actions.menuLoading}
      onClick={useInDelivery}
    >
      {USE_IN_DELIVERY}
    </button>
  );
}

/** A wallet item (§3): the benefit, its status and validity, and what can be done with it. */
export function WalletItem({ item, actions, onOpen }: WalletItemProps) {
  const [choosing, setChoosing] = useState(false);
  const product = choosing ? actions.productOf(item) : null;
  const inBag = item.status === 'Reservado' && item.uso === 'produto' && bagLineOf(item) !== undefined;
  return (
    <li className={`wallet-item wallet-item--${STATUS_CLASS[item.status]}`}>
      <img className="wallet-item__icon" src={item.icone} alt="" width="48" height="48" />
      <div className="wallet-item__body">
        <p className="benefit-tile__category">{BENEFIT_CATEGORY_LABELS[item.categoria]}</p>
        <h3 className="benefit-tile__name">{item.nome}</h3>
        <p className="benefit-tile__description">{item.descricao}</p>
        <p className="wallet-item__meta">
          <span className="wallet-chip">{inBag ? IN_BAG : item.status}</span>
          {item.reserva && item.status === 'Reservado' ? (
            <span>{heldUntil(item.reserva.expira_em)}</span>
          ) : (
            item.valido_ate && item.status !== 'Utilizado' && <span>{validUntil(item.valido_ate)}</span>
          )}
        </p>
        {product ? (
          <BenefitChoices
            nome={product.nome}
            groups={product.observacoes}
            busy={actions.busy === item.sequencial}
            onCancel={() => setChoosing(false)}
            onConfirm={(groups) => void actions.addToBag(item, groups).then(() => setChoosing(false))}
          />
        ) : (
          <ItemActions item={item} actions={actions} onOpen={onOpen} onChoose={() => setChoosing(true)} />
        )}
      </div>
    </li>
  );
}
