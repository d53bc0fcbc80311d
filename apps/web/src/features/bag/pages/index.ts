// What app/ mounts from the bag: the bag screen (page or modal) and the bag bar over the menu.
export { BagBar } from '../components/bag-bar.tsx';
export { BagScreen, type BagScreenProps } from '../components/bag-screen.tsx';
// The value summary, also shown by the checkout (composed in app/).
export { ValueSummary } from '../components/value-summary.tsx';
