import type { GiftCardBalance } from '@comanda/contract';
import { EMPTY_BAG_MESSAGE, formatDate, giftCardErrorMessage } from '@comanda/domain';
import { IonContent } from '@ionic/react';
import { useState } from 'react';
import { brand } from '../../../config/brand.ts';
import { useOpenScreen } from '../../../lib/open-screen.ts';
import { toast } from '../../../lib/toast.ts';
import { useAction } from '../../../lib/use-action.ts';
import { useBoundTextField } from '../../../ui/form/form-fields.tsx';
import { useZodForm } from '../../../ui/form/use-zod-form.ts';
import { giftGlyph } from '../../../ui/glyphs.ts';
import { Icon } from '../../../ui/icon.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { addGiftCard, bagUnits, GIFT_CARD_LABEL, readBag } from '../../bag/index.ts';
import { checkGiftCardBalance } from '../api/check-balance.ts';
import { validateGiftCard } from '../api/validate-gift-card.ts';
import { GiftCardFields } from '../components/gift-card-fields.tsx';
import {
  EMPTY_GIFT_CARD_FORM,
  type GiftCardFormValues,
  maskGiftCardNumber,
  maskGiftCardPassword,
} from '../gift-card-form.ts';
import { giftCardFormSchema } from '../gift-card-schema.ts';
import '../components/gift-cards.css';
import '../../../ui/button.css';

/** 'YYYY-MM-DD' as dd/MM/y (§1), read as a calendar date. */
function expiry(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return formatDate(new Date(Date.UTC(year, month - 1, day, 15)));
}

/** tabs/gift-card: check a card's balance (consultar_saldo_todo) and use it in the bag. */
export function GiftCardPage() {
  const form = useZodForm(giftCardFormSchema, EMPTY_GIFT_CARD_FORM);
  const { control } = form;
  const numeroField = useBoundTextField({ control, name: 'numero', mask: maskGiftCardNumber });
  const senhaField = useBoundTextField({ control, name: 'senha', mask: maskGiftCardPassword });
  const [balance, setBalance] = useState<{ data: GiftCardBalance; message: string | null } | null>(null);
  const [busy, run] = useAction();
  const { openBag } = useOpenScreen();

  const consult = ({ numero, senha }: GiftCardFormValues) => {
    void run(async () => {
      const answer = await checkGiftCardBalance(numero, senha);
      const message = answer.data.error_code
        ? (answer.message ?? giftCardErrorMessage(answer.data.error_code))
        : null;
      setBalance({ data: answer.data, message });
      if (message) toast.error(message);
    });
  };

  const addToBag = ({ numero, senha }: GiftCardFormValues) => {
    if (bagUnits(readBag()) === 0) {
      toast.error(EMPTY_BAG_MESSAGE);
      return;
    }
    void run(async () => {
      const card = await validateGiftCard(numero, senha);
      if (
        addGiftCard({ token: card.token, numero_cartao_mascarado: card.numero_cartao_mascarado }) === 'no-bag'
      )
        return;
      toast.success(`Gift Card ${card.numero_cartao_mascarado} adicionado à sacola.`);
      openBag();
    });
  };

  return (
    <>
      <PageHeader title={GIFT_CARD_LABEL} backTo="/tabs/perfil" />
      <IonContent>
        <div className="gift-card-page">
          <div className="gift-card-page__hero" aria-hidden="true">
            <Icon icon={giftGlyph} />
          </div>
          <p className="gift-card-page__intro">
            Consulte o saldo do seu Gift Card {brand.name} e use-o para pagar seus pedidos, no todo ou em
            parte.
          </p>
          <form className="gift-card gift-card-page__form" onSubmit={form.handleSubmit(consult)} noValidate>
            <GiftCardFields numero={numeroField} senha={senhaField} />
            <div className="gift-card__actions">
              <button type="submit" className="btn btn--ghost" disabled={busy}>
                Consultar saldo
              </button>
              <button
                type="button"
                className="btn btn--primary"
                disabled={busy}
                onClick={form.handleSubmit(addToBag)}
              >
                {busy && <span className="btn-spinner" aria-hidden="true" />}
                Usar na sacola
              </button>
            </div>
          </form>
          {balance && (
            <section className="gift-card-balance" aria-live="polite" aria-labelledby="saldo-titulo">
              <h2 id="saldo-titulo" className="gift-card-balance__label">
                Saldo do cartão {balance.data.card_number}
              </h2>
              <p className="gift-card-balance__value">{balance.data.balance.texto}</p>
              <p className="gift-card-balance__expiry">Válido até {expiry(balance.data.expire_date)}</p>
              {balance.message && <p className="gift-card-balance__error">{balance.message}</p>}
            </section>
          )}
        </div>
      </IonContent>
    </>
  );
}
