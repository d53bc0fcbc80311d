/** A box that takes up room on screen (Ionic keeps hidden pages and dismissed modals in the DOM). */
const shown = (element: Element | null | undefined): element is HTMLElement =>
  element instanceof HTMLElement && element.getBoundingClientRect().height > 0;

/**
 * What a toast sits below so that it never covers navigation: the header of the dialog on top when one is open,
 * else the desktop top bar or the header of the page on show (its title and back button). Undefined when the
 * screen has none: the toast then takes the top edge.
 */
export function toastAnchor(root: ParentNode = document): HTMLElement | undefined {
  const modals = [...root.querySelectorAll('ion-modal')].filter(
    (modal) => !modal.classList.contains('overlay-hidden') && shown(modal),
  );
  const top = modals.at(-1);
  if (top) return [...top.querySelectorAll('ion-header')].find(shown);
  const bar = root.querySelector('.top-bar');
  if (shown(bar)) return bar;
  return [...root.querySelectorAll('.ion-page:not(.ion-page-hidden) ion-header')].find(
    (header) => !header.closest('ion-modal') && shown(header),
  ) as HTMLElement | undefined;
}
