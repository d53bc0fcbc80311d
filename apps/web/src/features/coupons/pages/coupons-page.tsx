import { IonContent } from '@ionic/react';
import { useOpenScreen } from '../../../lib/open-screen.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SEE_MENU_LABEL } from '../../../ui/texts.ts';
import { bagUnits, SEE_BAG_LABEL, useBag } from '../../bag/index.ts';
import { CouponSection } from '../components/coupon-section.tsx';
import '../components/coupons.css';
import '../../../ui/button.css';

/** cupons: the coupon for the current bag, outside the bag screen. */
export function CouponsPage() {
  const empty = bagUnits(useBag()) === 0;
  const { openBag } = useOpenScreen();
  return (
    <>
      <PageHeader title="Cupons" backTo="/tabs/cardapio" />
      <IonContent>
        <div className="coupons-page">
          <p className="coupons-page__intro">
            Tem um código promocional? Aplique aqui e o desconto aparece no resumo da sua sacola.
          </p>
          {empty ? (
            <div className="coupon">
              <p className="coupon__note">
                Sua sacola está vazia. Escolha seus pratos e depois aplique o cupom.
              </p>
              <AppLink to="/tabs/cardapio" direction="root" className="btn btn--primary">
                {SEE_MENU_LABEL}
              </AppLink>
            </div>
          ) : (
            <>
              <CouponSection />
              <button type="button" className="btn btn--ghost" onClick={openBag}>
                {SEE_BAG_LABEL}
              </button>
            </>
          )}
        </div>
      </IonContent>
    </>
  );
}
