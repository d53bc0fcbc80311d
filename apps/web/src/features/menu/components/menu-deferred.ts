// Menu parts kept out of the first load (ADR 0032), in one chunk fetched when the menu has loaded: the kits
// highlight, whose data arrives by its own request anyway, and the keyword search (§2 Top bar, Search type).
export { KitsHighlight } from './kits-highlight.tsx';
export { MenuSearch } from './menu-search.tsx';
