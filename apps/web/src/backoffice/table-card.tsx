import type { ReactNode } from 'react';

/** A table in a card that scrolls sideways on narrow screens: focusable, so the keyboard can scroll it too. */
export function TableCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="bo-card bo-table-card" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
