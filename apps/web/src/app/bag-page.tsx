// The bag, composed from the coupon and gift-card sections so that no feature imports another (ADR 0071). It is in
// the first lazy screens' chunk with the product (screens.ts, ADR 0140); the desktop modal shows it too.
import { useIonRouter } from '@ionic/react';
import { useCallback } from 'react';
import { BagScreen } from '../features/bag/pages/index.ts';
import { CouponSection } from '../features/coupons/pages/index.ts';
import { GiftCardSection } from '../features/gift-cards/pages/index.ts';

export function Bag({ variant, onClose }: { variant: 'page' | 'modal'; onClose: () => void }) {
  return (
    <BagScreen
      variant={variant}
      onClose={onClose}
      couponSection={<CouponSection />}
      renderGiftCards={(totals) => <GiftCardSection totals={totals} />}
    />
  );
}

/** sacola on mobile; leaving it goes back to the menu. */
export function BagPage() {
  const router = useIonRouter();
  const close = useCallback(() => router.push('/tabs/cardapio', 'back', 'replace'), [router]);
  return <Bag variant="page" onClose={close} />;
}
