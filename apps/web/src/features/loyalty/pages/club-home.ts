// What app/ mounts first from the club: its home (tabs/shinguru), in a lazy chunk of its own that the server asks
// for with the club's page; the other club screens are a chunk reached through this one (routes.tsx).
export { ClubPage } from './club-page.tsx';

/** The club's other screens (pages/index.ts). */
export const clubScreens = () => import('./index.ts');
