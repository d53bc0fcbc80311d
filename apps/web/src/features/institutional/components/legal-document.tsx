import type { ReactNode } from 'react';
import './institutional-document.css';

/** The frame of a long legal text: a labelled article that scrolls by keyboard. */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling document must be reachable to scroll by keyboard
    <article className="institutional-document" aria-label={title} tabIndex={0}>
      {children}
    </article>
  );
}
