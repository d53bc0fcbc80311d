import type { MouseEvent, ReactNode } from 'react';
import { isDesktopViewport } from '../lib/responsive.ts';
import { type LegalDocumentName, requestScreenModal } from '../lib/screen-demand.ts';
import { AppLink } from './app-link.tsx';

export const LEGAL_PATHS: Record<LegalDocumentName, string> = {
  policy: '/tabs/politicas-privacidade',
  terms: '/tabs/termos-uso',
};

/** A link to the privacy policy or the terms: their page on mobile, the shell's modal on desktop. */
export function LegalLink({
  document,
  className,
  children,
}: {
  document: LegalDocumentName;
  className?: string;
  children: ReactNode;
}) {
  const openModal = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isDesktopViewport()) return;
    event.preventDefault();
    requestScreenModal({ name: document });
  };
  return (
    <AppLink to={LEGAL_PATHS[document]} onClick={openModal} {...(className ? { className } : {})}>
      {children}
    </AppLink>
  );
}
