import { FIRST_SCREEN_COPY_ID, type FramedScreenPath } from '@comanda/contract';
import { CHECKOUT_TITLE } from '../../features/bag/bag-texts.ts';
import { ORDER_DETAILS_TITLE } from '../../features/orders/orders-texts.ts';
import css from './screen-frame.css?inline';

/** The bars' titles the screens show (the product's is its name, which the page does not know). */
const TITLES: Record<FramedScreenPath, string | null> = {
  '/produto': null,
  '/sacola': 'Sacola',
  '/finalizar-pedido': CHECKOUT_TITLE,
  '/tabs/detalhes-pedido': ORDER_DETAILS_TITLE,
};

/**
 * The places of the cards a screen stacks under its bar, in px (their usual height on a phone): the checkout's
 * delivery, lines and payment; the order's progress, history, delivery and lines. Empty boxes, no text: what they
 * will hold depends on the customer.
 */
const CARDS: Partial<Record<FramedScreenPath, readonly number[]>> = {
  '/finalizar-pedido': [178, 214, 272],
  '/tabs/detalhes-pedido': [163, 101, 158, 87],
};

/**
 * The frame of a screen a link opens (ADR 0140, ADR 0177): the top bar the screen's `PageHeader` draws — back arrow
 * and title — and, below it, the product's picture's place or the outline of the screen's cards and bottom bar (the
 * checkout's footer, the order's tab bar), in the server's page, so that a phone shows the screen's frame while the
 * app's scripts load instead of a blank page. Phones only (the desktop opens these screens in a modal over the menu
 * or in its own layout); inert and out of the accessibility tree; the app removes it when the screen is mounted
 * (RouteView).
 */
export function ScreenFrame({ path }: { path: FramedScreenPath }) {
  const title = TITLES[path];
  const cards = CARDS[path];
  return (
    <div
      id={FIRST_SCREEN_COPY_ID}
      className={`first-screen screen-frame screen-frame--${path.split('/').pop()}`}
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
      {cards && (
        <>
          <div className="screen-frame__cards">
            {cards.map((height, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
              <div key={index} className="screen-frame__card" style={{ height }} />
            ))}
          </div>
          <div className="screen-frame__bottom" />
        </>
      )}
    </div>
  );
}
