import { LOYALTY_MESSAGES } from '@comanda/domain';

/** The loyalty endpoints' pt-BR texts (the spec's verbatim ones live in the domain's LOYALTY_MESSAGES). */
export const LOYALTY_TEXTS = {
  ...LOYALTY_MESSAGES,
  creditNotFound: 'Este pedido não rendeu pontos no Shinguru.',
  creditAlreadyReversed: 'Os pontos deste pedido já foram estornados.',
  couponBenefit: 'Este benefício é usado com um cupom do Shinguru: digite-o no campo de cupom da sacola.',
  storeRequired: 'Informe a loja da sacola para resgatar este benefício.',
  adjustmentRefused:
    'Ajuste inválido: informe um número inteiro de pontos, diferente de zero, que não deixe o saldo negativo.',
  reversalBelowZero: 'O estorno deixaria o saldo de pontos negativo: ajuste o saldo antes.',
  pointsEarnedTitle: 'Você ganhou pontos no Shinguru!',
  pointsEarned: (pontos: number, pedidoId: number) =>
    `O pedido #${pedidoId} rendeu ${pontos} ${pontos === 1 ? 'ponto' : 'pontos'} no Shinguru.`,
} as const;

/** The version of the programme's terms a member accepts on joining (shinguru/termos-condicoes). */
export const LOYALTY_TERMS_VERSION = '2026-11';
