import { PrivacyPolicyScreen } from '../../features/institutional/pages/index.ts';
import type { ScreenModalRequest } from '../../lib/screen-demand.ts';
import { AppModal } from '../../ui/app-modal.tsx';
import { lazyPage } from '../lazy-page.ts';

// loaded without suspending, as the pages are (lazy-page.ts): a suspended modal kept its spinner for 300 ms at least
const screenModalContent = lazyPage(async () => {
  const screens = await import('../screens.ts');
  return { default: (await screens.otherScreens()).ScreenModalContent };
});

export type ShellModalRequest = { name: 'policy' } | ScreenModalRequest;

const LABELS: Record<ShellModalRequest['name'], string> = {
  policy: 'Política de privacidade',
  bag: 'Sacola',
  product: 'Produto',
  listing: 'Produtos',
  checkout: 'Finalizar pedido',
  pix: 'Pagamento via Pix',
  'pix-failure': 'Pagamento não concluído',
  'donation-ask': 'Doação',
  donation: 'Doação',
  'donation-payment': 'Forma de pagamento da doação',
  'donation-pix': 'Pix da doação',
};

const SIZES: Record<ShellModalRequest['name'], string> = {
  policy: 'app-modal',
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
};

/** Desktop-only modals opened from the shell: the privacy policy (cookie banner), the bag, product and listing. */
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
      {request?.name === 'policy' && <PrivacyPolicyScreen onClose={onClose} />}
      {request && request.name !== 'policy' && (
        <screenModalContent.Component request={request} onClose={onClose} />
      )}
    </AppModal>
  );
}
