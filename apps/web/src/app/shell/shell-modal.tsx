import { CHECKOUT_TITLE } from '../../features/bag/bag-texts.ts';
import { PIX_FAILURE_TITLE, PIX_PAYMENT_TITLE } from '../../features/checkout/checkout-texts.ts';
import {
  DONATION_PAYMENT_TITLE,
  DONATION_PIX_TITLE,
  DONATION_TITLE,
} from '../../features/donations/donation-titles.ts';
import { LegalScreen } from '../../features/institutional/pages/index.ts';
import { SUPPORT_TITLE } from '../../features/support/index.ts';
import { isLegalDocument, type ModalRequest } from '../../lib/screen-demand.ts';
import { PRIVACY_POLICY_TITLE, TERMS_OF_USE_TITLE } from '../../lib/texts.ts';
import { AppModal } from '../../ui/app-modal.tsx';
import { lazyPage } from '../lazy-page.ts';

// loaded without suspending, as the pages are (lazy-page.ts): a suspended modal kept its spinner for 300 ms at least
const screenModalContent = lazyPage(async () => {
  const screens = await import('../screens.ts');
  return { default: (await screens.otherScreens()).ScreenModalContent };
});

export type ShellModalRequest = ModalRequest;

const LABELS: Record<ShellModalRequest['name'], string> = {
  policy: PRIVACY_POLICY_TITLE,
  terms: TERMS_OF_USE_TITLE,
  bag: 'Sacola',
  product: 'Produto',
  listing: 'Produtos',
  checkout: CHECKOUT_TITLE,
  pix: PIX_PAYMENT_TITLE,
  'pix-failure': PIX_FAILURE_TITLE,
  'donation-ask': DONATION_TITLE,
  donation: DONATION_TITLE,
  'donation-payment': DONATION_PAYMENT_TITLE,
  'donation-pix': DONATION_PIX_TITLE,
  support: SUPPORT_TITLE,
};

const SIZES: Record<ShellModalRequest['name'], string> = {
  policy: 'app-modal',
  terms: 'app-modal',
  bag: 'app-modal app-modal--bag',
  product: 'app-modal app-modal--product',
  listing: 'app-modal',
  checkout: 'app-modal app-modal--checkout',
  pix: 'app-modal app-modal--pix',
  'pix-failure': 'app-modal app-modal--pix-failure',
  'donation-ask': 'app-modal app-modal--donation',
  donation: 'app-modal app-modal--donation',
  'donation-payment': 'app-modal app-modal--donation',
  'donation-pix': 'app-modal app-modal--donation',
  support: 'app-modal app-modal--support',
};

/** Desktop-only modals opened from the shell: the privacy policy and the terms, the bag, product and listing. */
export default function ShellModal({
  request,
  onClose,
}: {
  request: ShellModalRequest | null;
  onClose: () => void;
}) {
  return (
    <AppModal
      className={request ? SIZES[request.name] : 'app-modal'}
      {...(request ? { label: LABELS[request.name] } : {})}
      isOpen={request !== null}
      onDismiss={onClose}
    >
      {request &&
        (isLegalDocument(request) ? (
          <LegalScreen document={request.name} onClose={onClose} />
        ) : (
          <screenModalContent.Component request={request} onClose={onClose} />
        ))}
    </AppModal>
  );
}
