import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsDesktop } from '../../lib/responsive.ts';
import { requestScreenModal, type ScreenModalRequest } from '../../lib/screen-demand.ts';

/** The mobile-only pages a link may name on desktop, and the modal that shows the same screen there (§1). */
const MODAL_OF: Readonly<Record<string, ScreenModalRequest>> = { '/sacola': { name: 'bag' } };

const opened = new Set<string>();

/**
 * A link to a page that is a modal on desktop (/sacola) is sent to the menu by the mobile-only guard, with the page
 * it named as the location's `from`: here, the menu opens that modal over itself, once per navigation.
 */
export function DesktopModalLinks() {
  const location = useLocation();
  const isDesktop = useIsDesktop();
  const from = (location.state as { from?: unknown } | null)?.from;
  const modal = isDesktop && typeof from === 'string' ? MODAL_OF[from] : undefined;
  useEffect(() => {
    if (!modal || opened.has(location.key)) return;
    opened.add(location.key);
    requestScreenModal(modal);
    // The browser keeps a page's history state through a reload (and Chromium turns a visit to the same address
    // into one): dropped here, a reload of the menu shows the menu, not the modal again.
    window.history.replaceState({ ...window.history.state, usr: null }, '');
  }, [modal, location.key]);
  return null;
}
