import { FIRST_SCREEN_COPY_ID, type OrderScreenPath } from '@comanda/contract';
import css from './screen-frame.css?inline';

/** The bars' titles the screens show (the product's is its name, which the page does not know). */
const TITLES: Record<OrderScreenPath, string | null> = { '/produto': null, '/sacola': 'Sacola' };

/**
 * The frame of a screen a link opens (ADR 0140): the top bar the screen's `PageHeader` draws — back arrow and
 * title — and, for the product, its picture's place, in the server's page, so that a phone shows the screen's frame
 * while the app's scripts load instead of a blank page. Phones only (the desktop opens these screens in a modal over
 * the menu); inert and out of the accessibility tree; the app removes it when the screen is mounted (RouteView).
 */
export function ScreenFrame({ path }: { path: OrderScreenPath }) {
  const title = TITLES[path];
  return (
    <div
      id={FIRST_SCREEN_COPY_ID}
      className={`first-screen screen-frame screen-frame--${path.slice(1)}`}
      inert
      aria-hidden="true"
    >
      <style>{css}</style>
      <div className="screen-frame__bar">
        {/* ionicons' chevron-back as an SVG, not the app's Icon (a CSS mask): it makes the product's frame, which has
            no text, a contentful paint */}
        <svg className="screen-frame__back" viewBox="0 0 512 512" aria-hidden="true">
          <path
            d="M328 112 184 256l144 144"
            fill="none"
            stroke="currentColor"
            strokeLinecap="round"
            strokeLinejoin="round"
            strokeWidth="48"
          />
        </svg>
        {title ? (
          <span className="toolbar-heading">{title}</span>
        ) : (
          <span className="screen-frame__title-placeholder" />
        )}
      </div>
      {path === '/produto' && <div className="screen-frame__picture" />}
    </div>
  );
}
