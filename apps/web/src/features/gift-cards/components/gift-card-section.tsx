import type { WireBagTotals } from '@comanda/contract';
import { GIFT_CARD_ALREADY_ADDED_MESSAGE, validateGiftCardAddition } from '@comanda/domain';
import { type FormEvent, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { useRuleForm } from '../../../ui/form/use-rule-form.ts';
import { giftGlyph, trashGlyph } from '../../../ui/glyphs.ts';
import { Icon } from '../../../ui/icon.tsx';
import { addGiftCard, GIFT_CARD_LABEL, removeGiftCard } from '../../bag/index.ts';
import { validateGiftCard } from '../api/validate-gift-card.ts';
import {
  EMPTY_GIFT_CARD_FORM,
  giftCardFormRules,
  maskGiftCardNumber,
  maskGiftCardPassword,
} from '../gift-card-form.ts';
import { GiftCardFields } from './gift-card-fields.tsx';
import './gift-cards.css';

/**
 * Gift cards in the bag: each card applied (masked, with what it pays of this bag) and a form to add one. Once the
 * server's total is zero no other card is taken ('O valor do carrinho já foi totalmente coberto.').
 */
export function GiftCardSection({ totals }: { totals: WireBagTotals | undefined }) {
  const [open, setOpen] = useState(false);
  const [busy, run] = useAction();
  const form = useRuleForm(giftCardFormRules, EMPTY_GIFT_CARD_FORM);
  const applied = totals?.gifts_cards ?? [];

  const add = (event: FormEvent) => {
    event.preventDefault();
    const covered = totals ? validateGiftCardAddition(totals) : null;
    if (covered) {
      toast.error(covered);
      return;
    }
    form.handleSubmit(({ numero, senha }) => {
      void run(async () => {
        const card = await validateGiftCard(numero, senha);
        const added = addGiftCard({
          token: card.token,
          numero_cartao_mascarado: card.numero_cartao_mascarado,
        });
        if (added === 'no-bag') return;
        if (added === 'duplicate') {
          toast.error(GIFT_CARD_ALREADY_ADDED_MESSAGE);
          return;
        }
        toast.success(`Gift Card ${card.numero_cartao_mascarado} adicionado.`);
        form.reset();
        setOpen(false);
      });
    })();
  };

  const remove = (token: string) => removeGiftCard(token);

  return (
    <section className="gift-card" aria-labelledby="gift-card-titulo">
      <h2 id="gift-card-titulo" className="gift-card__title">
        <Icon icon={giftGlyph} /> {GIFT_CARD_LABEL}
      </h2>
      {applied.length > 0 && (
        <ul className="gift-card__applied">
          {applied.map((card) => (
            <li key={card.token || card.numero_cartao_mascarado}>
              <span className="gift-card__number">{card.numero_cartao_mascarado}</span>
              <span className="gift-card__debit">- {card.valor_debitado.texto}</span>
              <button
                type="button"
                className="gift-card__remove"
                aria-label={`Remover Gift Card ${card.numero_cartao_mascarado}`}
                onClick={() => remove(card.token)}
              >
                <Icon icon={trashGlyph} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <form className="gift-card__form" onSubmit={add} noValidate>
          <GiftCardFields
            numero={form.field('numero', { mask: maskGiftCardNumber })}
            senha={form.field('senha', { mask: maskGiftCardPassword })}
          />
          <div className="gift-card__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
              Cancelar
            </button>
            <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
              {busy && <span className="btn-spinner" aria-hidden="true" />}
              Adicionar Gift Card
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="btn btn--ghost gift-card__open"
          onClick={() => {
            const covered = totals ? validateGiftCardAddition(totals) : null;
            if (covered) toast.error(covered);
            else setOpen(true);
          }}
        >
          {applied.length > 0 ? 'Adicionar outro Gift Card' : 'Usar Gift Card'}
        </button>
      )}
    </section>
  );
}
