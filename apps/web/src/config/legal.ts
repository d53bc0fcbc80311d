/**
 * Who answers for the brand's app in its privacy policy and terms of use: swap with brand.ts to ship another brand.
 * Kept apart from brand.ts, which the first screen loads: only the legal documents read these.
 */
export const legal = {
  /** The controller (LGPD art. 5, VI) and supplier (CDC) behind the app. */
  company: 'Hanami Sushi Comércio de Alimentos Ltda.',
  address: 'SCLS 405 Bloco C, Loja 12, Asa Sul, Brasília-DF, CEP 70239-530',
  /** The person in charge of personal data (encarregado, LGPD art. 41) and how to reach them. */
  dataOfficer: 'Encarregado de Proteção de Dados da Hanami Sushi',
  privacyEmail: 'privacidade@hanamisushi.com.br',
  /** Where disputes are settled when the consumer does not choose their own domicile (CDC art. 101, I). */
  forum: 'Brasília-DF',
  updatedAt: '28 de novembro de 2026',
} as const;
