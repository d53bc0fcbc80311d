import { COUPON_APPLIED_MESSAGE } from '@comanda/domain';
import type { FormEvent } from 'react';
import { useOpenScreen } from '../../../lib/open-screen.ts';
import { useAction } from '../../../lib/use-action.ts';
import { TextField } from '../../../ui/form/text-field.tsx';
import { useRuleForm } from '../../../ui/form/use-rule-form.ts';
import { ticketGlyph } from '../../../ui/glyphs.ts';
import { Icon } from '../../../ui/icon.tsx';
import { useCurrentUser } from '../../auth/index.ts';
import {
  bagLineInput,
  isBagOfStore,
  applyCoupon as keepCoupon,
  removeCoupon,
  useAppliedCoupon,
  useBag,
} from '../../bag/index.ts';
import { useCurrentStore } from '../../stores/index.ts';
import { applyCoupon } from '../api/apply-coupon.ts';
import { couponFormRules, EMPTY_COUPON_FORM, maskCouponCode } from '../coupon-form.ts';
import './coupons.css';

/** §2/§4 coupon section: 'Utilizar' applies, 'Trocar' removes; visitors are asked to log in. */
export function CouponSection() {
  const user = useCurrentUser();
  const bag = useBag();
  const storeId = useCurrentStore()?.id;
  const applied = useAppliedCoupon();
  const form = useRuleForm(couponFormRules, EMPTY_COUPON_FORM);
  const [busy, run] = useAction();
  const { goTo } = useOpenScreen();

  if (!user) {
    return (
      <section className="bag-card coupon" aria-labelledby="cupom-titulo">
        <h2 id="cupom-titulo" className="coupon__title">
          <Icon icon={ticketGlyph} /> Cupom de desconto
        </h2>
        <p className="coupon__note">Entre na sua conta para usar cupons de desconto neste pedido.</p>
        <button type="button" className="btn btn--ghost coupon__login" onClick={() => goTo('/login')}>
          Faça login para continuar
        </button>
      </section>
    );
  }

  const apply = form.handleSubmit(({ cupom }) => {
    if (!bag || storeId === undefined || !isBagOfStore(bag, storeId)) return;
    const lines = bag.itens.map(bagLineInput);
    void run(async () => {
      const discount = await applyCoupon(cupom, storeId, lines);
      keepCoupon(discount);
    });
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!applied) {
      apply();
      return;
    }
    removeCoupon();
    form.reset();
    form.setFocus('cupom');
  };

  const code = form.field('cupom', { mask: maskCouponCode });

  return (
    <section className="bag-card coupon" aria-labelledby="cupom-titulo">
      <h2 id="cupom-titulo" className="coupon__title">
        <Icon icon={ticketGlyph} /> Cupom de desconto
      </h2>
      <form className="coupon__form" onSubmit={submit} noValidate>
        <div className="coupon__field">
          <TextField
            {...code}
            label="Código do cupom"
            value={applied ? applied.cupom : code.value}
            disabled={applied !== undefined}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={40}
            placeholder="Ex.: HANAMI15"
          />
        </div>
        <button
          type="submit"
          className={applied ? 'btn btn--ghost coupon__button' : 'btn btn--primary coupon__button'}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy && <span className="btn-spinner" aria-hidden="true" />}
          {applied ? 'Trocar' : 'Utilizar'}
        </button>
      </form>
      {applied && (
        <p className="coupon__applied" role="status">
          <strong>{COUPON_APPLIED_MESSAGE}</strong>
          {applied.descricao && <span> · {applied.descricao}</span>}
        </p>
      )}
    </section>
  );
}
