import { requestScreenModal } from '../../lib/screen-demand.ts';
import type { SupportTarget } from './components/support-screen.tsx';
import { supportPath } from './support-target.ts';

/**
 * 'Fale conosco': the brand's support widget when one is configured (and the customer accepted cookies), else the
 * built-in chat with the store — a modal on desktop, a page on mobile.
 */
export async function openSupport(
  target: SupportTarget,
  { isDesktop, navigate }: { isDesktop: boolean; navigate: (path: string) => void },
): Promise<void> {
  const widget = await import('../../lib/third-party/support-widget.ts');
  if (await widget.loadSupportWidget()) {
    widget.openSupportWidget();
    return;
  }
  if (isDesktop)
    requestScreenModal({
      name: 'support',
      ...(target.lojaId ? { lojaId: target.lojaId } : {}),
      ...(target.pedidoId ? { pedidoId: target.pedidoId } : {}),
    });
  else navigate(supportPath(target));
}
