/** Everything that makes this build the Hanami Sushi app: swap this file to ship another brand. */
export const brand = {
  name: 'Hanami Sushi',
  /** The name in routes: tabs/institucional-{slug}. */
  slug: 'hanami-sushi',
  shortName: 'Hanami',
  storagePrefix: 'hanami-',
  loyaltyName: 'Shinguru',
  logo: '/img/brand/logo.svg',
  icon: '/img/brand/icon.svg',
  eventsSiteUrl: 'https://eventos.hanamisushi.com.br',
  colors: {
    primary: '#b0122c',
    primaryContrast: '#ffffff',
    background: '#fbf7f2',
    text: '#1f1d1b',
  },
} as const;
