// The analytics data layer the app pushes to (read by specs that check events).
interface Window {
  dataLayer: unknown[];
}
