/** The orders screens' pt-BR texts (the route table uses the details title). */
export const ORDER_DETAILS_TITLE = 'Detalhes do pedido';
export const ORDER_AGAIN_LABEL = 'Pedir de novo';

/** The points a completed order earned in the Shinguru programme: '+12 pontos Shinguru'. */
export const shinguruPointsText = (pontos: number) =>
  `+${pontos.toLocaleString('pt-BR')} ${pontos === 1 ? 'ponto' : 'pontos'} Shinguru`;
/** The programme's mark beside those points (decorative). */
export const SHINGURU_POINTS_ICON = '/img/shinguru/icone-onda.svg';
