// What app/ mounts from reservations: the tabs/reservas screen.
export { ReservationsPage } from './reservations-page.tsx';
