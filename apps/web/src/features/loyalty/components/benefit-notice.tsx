import type { LoyaltyWalletItemData } from '@comanda/contract';
import { AppLink } from '../../../ui/app-link.tsx';
import { bagLineOf } from '../hooks/use-benefit-actions.ts';
import {
  ACTIVATED_RESTAURANT,
  ACTIVATED_TITLE,
  activatedInBag,
  DONE,
  expiredOn,
  ITEM_NOT_FOUND,
  KEEP_BROWSING,
  restaurantCode,
  restaurantValidUntil,
  SEE_BAG,
  SEE_ORDER,
  USED_TITLE,
  usedAt,
  usedInOrder,
} from '../wallet-texts.ts';

type Item = LoyaltyWalletItemData;

export type BenefitNoticeKind = 'activated' | 'used';

interface BenefitNoticeProps {
  kind: BenefitNoticeKind;
  /** The wallet item; undefined when the wallet no longer lists it as this notice needs. */
  item: Item | undefined;
  onDone: () => void;
  onSeeBag: () => void;
  /** Leaves for another screen (an order's details): the desktop modal closes first. */
  onLeave?: () => void;
}

/** What a used item was used for, or when it expired unused. */
function usedText(item: Item): string {
  if (item.pedido_id !== null) return usedInOrder(item.utilizado_em, item.pedido_id);
  return item.utilizado_em ? usedAt(item.utilizado_em) : expiredOn(item.valido_ate);
}

/**
 * modal-beneficio-ativado and modal-beneficio-utilizado (§2): a product benefit now in the bag, a restaurant
 * benefit's code to show with until when it holds, or what a used item went to. The same content is a page below
 * 768 px and a modal above.
 */
export function BenefitNotice({ kind, item, onDone, onSeeBag, onLeave }: BenefitNoticeProps) {
  const shown = kind === 'used' ? item?.status === 'Utilizado' : item?.status === 'Reservado';
  if (!item || !shown)
    return (
      <div className="benefit-notice">
        <p>{ITEM_NOT_FOUND}</p>
        <button type="button" className="btn btn--primary btn--block" onClick={onDone}>
          {DONE}
        </button>
      </div>
    );
  const heading = kind === 'used' ? USED_TITLE : ACTIVATED_TITLE;
  return (
    <div className={`benefit-notice benefit-notice--${kind}`}>
      <img className="benefit-notice__icon" src={item.icone} alt="" width="96" height="96" />
      <h2 className="benefit-notice__title">{heading}</h2>
      <p className="benefit-notice__name">{item.nome}</p>
      {kind === 'used' ? (
        <>
          <p>{usedText(item)}</p>
          {item.pedido_id !== null && (
            <AppLink
              to={`/tabs/detalhes-pedido?pedidoId=${item.pedido_id}`}
              className="btn btn--ghost btn--block"
              {...(onLeave ? { onClick: onLeave } : {})}
            >
              {SEE_ORDER}
            </AppLink>
          )}
          <button type="button" className="btn btn--primary btn--block" onClick={onDone}>
            {DONE}
          </button>
        </>
      ) : item.uso === 'restaurante' ? (
        <>
          <p>{ACTIVATED_RESTAURANT}</p>
          <p className="benefit-notice__code">{restaurantCode(item.sequencial)}</p>
          {item.reserva && <p>{restaurantValidUntil(item.reserva.expira_em)}</p>}
          <button type="button" className="btn btn--primary btn--block" onClick={onDone}>
            {DONE}
          </button>
        </>
      ) : (
        <>
          <p>{activatedInBag(bagLineOf(item)?.nome ?? item.nome)}</p>
          <button type="button" className="btn btn--primary btn--block" onClick={onSeeBag}>
            {SEE_BAG}
          </button>
          <button type="button" className="btn btn--ghost btn--block" onClick={onDone}>
            {KEEP_BROWSING}
          </button>
        </>
      )}
    </div>
  );
}
