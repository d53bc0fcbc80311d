import { brand } from '../../config/brand.ts';

/** The club screens' pt-BR texts (ADR 0160 decides what they promise). */

const pointsFormat = new Intl.NumberFormat('pt-BR');

/** '1.234 pontos', '1 ponto'. */
export function pointsLabel(points: number): string {
  return `${pointsFormat.format(points)} ${Math.abs(points) === 1 ? 'ponto' : 'pontos'}`;
}

/** A statement entry's signed points: '+120 pontos', '−40 pontos' (a true minus sign). */
export function signedPointsLabel(points: number): string {
  const sign = points > 0 ? '+' : points < 0 ? '−' : '';
  return `${sign}${pointsLabel(Math.abs(points))}`;
}

/** A level's points range: '0 a 800 pontos', 'A partir de 3.200 pontos' (no upper bound). */
export function levelRangeLabel(min: number, max: number | null): string {
  if (max === null || !Number.isFinite(max)) return `A partir de ${pointsLabel(min)}`;
  return `${pointsFormat.format(min)} a ${pointsLabel(max)}`;
}

export const LEVEL_PREFIX = 'Nível';
export const POINTS_BALANCE_LABEL = 'Seu saldo';
export const TOP_LEVEL_TEXT = 'Você está no nível mais alto do Shinguru.';
export const toNextLevelText = (points: number, next: string) =>
  `Faltam ${pointsLabel(points)} para o nível ${next}`;
export const progressLabel = (current: string) => `Progresso no nível ${current}`;
export const POINTS_INFO_BUTTON = 'Como funcionam os pontos';
export const LOAD_FAILED_TEXT = 'Não foi possível carregar o Shinguru.';

// Welcome / invite (shinguru/bem-vindo, shinguru/convite)
export const WELCOME_EYEBROW = `O clube de vantagens do ${brand.name}`;
export const WELCOME_HEADLINE = 'Seus pedidos viram pontos. Seus pontos, benefícios.';
export const WELCOME_LEAD =
  'Entre para o Shinguru e ganhe pontos em cada pedido concluído. Quanto mais você sobe de nível, mais benefícios libera: do café do mês à isenção de valet.';
export const INVITE_EYEBROW = 'Você recebeu um convite';
export const INVITE_HEADLINE = `Faça parte do Shinguru, o clube do ${brand.name}`;
export const INVITE_LEAD =
  'Aceite o convite e comece a somar pontos já no próximo pedido. É gratuito e você não precisa fazer mais nada: os pontos entram sozinhos quando o pedido é concluído.';
export const WELCOME_HIGHLIGHTS: readonly { title: string; text: string }[] = [
  {
    title: '1 ponto por real',
    text: 'Cada R$ 1,00 pago em produtos nos pedidos concluídos vale 1 ponto.',
  },
  {
    title: 'Benefícios por nível',
    text: 'São quatro níveis, do Areia ao Pérola. Cada um libera novos benefícios e mantém os anteriores.',
  },
  {
    title: 'Pontos que não vencem',
    text: 'Os pontos não são gastos nem expiram: eles só acumulam e definem o seu nível.',
  },
];
export const LEVELS_HEADING = 'Os quatro níveis';
export const CONSENT_BEFORE_LINK = 'Li e aceito os ';
export const CONSENT_LINK = 'Termos e condições';
export const CONSENT_AFTER_LINK = ' do Shinguru.';
export const CONSENT_REQUIRED = 'Para participar, aceite os termos e condições.';
export const JOIN_LABEL = 'Quero participar';
export const ALREADY_MEMBER_TITLE = 'Você já faz parte do Shinguru!';
export const ALREADY_MEMBER_TEXT = 'Acompanhe seus pontos, seu nível e seus benefícios na área do clube.';
export const GO_TO_CLUB_LABEL = 'Ir para o Shinguru';

// Club (tabs/shinguru)
export const SHORTCUTS_LABEL = 'Atalhos do Shinguru';
export const SHORTCUT_HINTS = {
  benefits: 'O que cada nível libera',
  statement: 'Cada ponto que entrou',
  cashback: 'Como os pontos são calculados',
  faq: 'Respostas rápidas',
  terms: 'As regras do programa',
} as const;
export const EXPERIENCES_TITLE = 'Experiências Shinguru';
export const EXPERIENCES_TEXT = 'Jantares, degustações e eventos exclusivos para membros do clube.';
export const EXPERIENCES_LINK = 'Conhecer as experiências';
export const NEW_TAB_HINT = '(abre em nova aba)';

// Points info (modal-info-pontos)
export const POINTS_INFO_SECTIONS: readonly { title: string; text: string }[] = [
  {
    title: 'Como você ganha pontos',
    text: 'Cada R$ 1,00 pago em produtos vale 1 ponto. A taxa de entrega não conta, e centavos não viram pontos.',
  },
  {
    title: 'Quando os pontos entram',
    text: 'Assim que o pedido chega a Concluído, em uma loja participante. Pedidos cancelados não geram pontos.',
  },
  {
    title: 'Seus pontos não vencem',
    text: 'Os pontos não são gastos nem expiram: eles definem o seu nível, e cada nível libera benefícios.',
  },
];
export const pointsExample = (total: string, fee: string, points: number) =>
  `Exemplo: um pedido de ${total}, com ${fee} de entrega, rende ${pointsLabel(points)}.`;
export const GOT_IT_LABEL = 'Entendi';

// Benefits (shinguru/seus-beneficios)
export const BENEFITS_INTRO =
  'Cada nível libera novos benefícios e mantém os dos níveis anteriores. Suba de nível para liberar os bloqueados.';
export const CURRENT_LEVEL_BADGE = 'Seu nível';
export const UNLOCKED_BADGE = 'Liberado';
export const LOCKED_BADGE = 'Bloqueado';
export const unlockedAtLevel = (level: string) => `Liberado no nível ${level}`;
export const BENEFIT_CATEGORY_LABELS = { delivery: 'Delivery', restaurante: 'No restaurante' } as const;
export const NO_BENEFITS_TEXT = 'Os benefícios do programa ainda não estão disponíveis.';

// Statement (shinguru/extrato)
export const PERIOD_LABEL = 'Período';
export const periodOption = (months: number) => `${months} meses`;
export const ENTRY_TYPE_LABELS = {
  credito: 'Crédito',
  estorno: 'Estorno',
  ajuste: 'Ajuste',
  beneficio_concedido: 'Benefício',
  beneficio_utilizado: 'Benefício',
} as const;
export const orderLinkLabel = (orderId: number) => `Ver pedido nº ${orderId}`;
export const EMPTY_STATEMENT_TITLE = 'Nenhuma movimentação neste período';
export const EMPTY_STATEMENT_TEXT = 'Seus pontos aparecem aqui quando um pedido é concluído.';
export const ORDER_NOW_LABEL = 'Fazer um pedido';
export const monthTotalLabel = (points: number) => `Total do mês: ${signedPointsLabel(points)}`;

// Cashback details (shinguru/detalhes-cashback)
export const PENDING_POINTS_TITLE = 'Pontos a caminho';
export const pendingPointsText = (points: number) =>
  points > 0
    ? `${pointsLabel(points)} dos seus pedidos em andamento ${points === 1 ? 'entra' : 'entram'} no seu saldo quando o pedido for concluído.`
    : 'Nenhum pedido em andamento agora: os pontos do próximo aparecem aqui até ele ser concluído.';
export const CASHBACK_HEADLINE = 'No Shinguru, o seu cashback são os benefícios do seu nível';
export const CASHBACK_SECTIONS: readonly { title: string; text: string }[] = [
  {
    title: '1 ponto por real',
    text: 'Cada R$ 1,00 pago em produtos vale 1 ponto. Conta o que você pagou depois de cupons, benefícios e gift cards; a taxa de entrega fica de fora e frações de real não viram pontos.',
  },
  {
    title: 'Creditados quando o pedido é concluído',
    text: 'Os pontos entram no seu saldo quando o pedido chega a Concluído, em uma loja participante. Pedidos cancelados e pedidos concluídos antes de você entrar no Shinguru não geram pontos.',
  },
  {
    title: 'Pontos liberam benefícios',
    text: 'Os pontos não são trocados por dinheiro nem descontados do saldo: eles só acumulam e definem o seu nível. Cada nível libera benefícios e mantém os dos níveis anteriores.',
  },
  {
    title: 'Nunca expiram',
    text: 'Seu saldo não tem validade. Se um pedido concluído for estornado, os pontos dele saem do saldo; os benefícios que você já recebeu continuam com você.',
  },
];
export const LEVEL_TABLE_CAPTION = 'Níveis e pontos';
export const LEVEL_COLUMN = 'Nível';
export const POINTS_COLUMN = 'Pontos';

// FAQ (shinguru/duvidas-frequentes)
export const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'O que é o Shinguru?',
    answer: `É o programa de fidelidade do ${brand.name}. Seus pedidos viram pontos, os pontos definem o seu nível e cada nível libera benefícios no delivery e nos restaurantes.`,
  },
  {
    question: 'Como eu participo?',
    answer:
      'Com a sua conta no app, toque em Quero participar na tela de boas-vindas do Shinguru e aceite os termos e condições. A participação é gratuita.',
  },
  {
    question: 'Como ganho pontos?',
    answer:
      'Cada R$ 1,00 pago em produtos vale 1 ponto, depois de cupons, benefícios e gift cards. A taxa de entrega não conta e frações de real não viram pontos.',
  },
  {
    question: 'Quando os pontos aparecem no meu saldo?',
    answer:
      'Quando o pedido chega a Concluído. Cada lançamento aparece no Extrato, com a data e o pedido que o gerou.',
  },
  {
    question: 'Os pontos expiram?',
    answer: 'Não. Seus pontos não vencem e não são gastos: eles só acumulam.',
  },
  {
    question: 'Posso trocar pontos por dinheiro ou desconto?',
    answer:
      'Não. No Shinguru os pontos definem o seu nível, e é o nível que libera os benefícios. Por isso o saldo nunca diminui quando você usa um benefício.',
  },
  {
    question: 'Quais são os níveis?',
    answer:
      'Areia (0 a 800 pontos), Onda (801 a 1.600), Coral (1.601 a 3.199) e Pérola (a partir de 3.200 pontos). Cada nível mantém os benefícios dos anteriores.',
  },
  {
    question: 'Todas as lojas participam?',
    answer:
      'Apenas as lojas participantes geram pontos e aceitam benefícios. Enquanto a loja escolhida no app não participa, o Shinguru não aparece no menu.',
  },
  {
    question: 'Meu nível pode cair?',
    answer:
      'Só se os pontos de um pedido concluído forem estornados e o saldo ficar abaixo do início do nível. Os benefícios que você já recebeu continuam válidos.',
  },
  {
    question: 'O que acontece se eu excluir minha conta?',
    answer:
      'Sua participação no Shinguru, sua carteira de benefícios e as reservas de benefícios são apagadas junto com a conta.',
  },
];

// Terms (shinguru/termos-condicoes)
export const TERMS_INTRO = `Estas são as regras do Shinguru, o programa de fidelidade do ${brand.name}. Ao participar, você concorda com elas.`;
export const TERMS: readonly { title: string; paragraphs: readonly string[] }[] = [
  {
    title: '1. Participação',
    paragraphs: [
      `O Shinguru é gratuito e aberto a clientes com conta no app do ${brand.name}. A adesão é voluntária e feita no app, com o aceite destes termos.`,
      'Os pontos valem a partir da adesão: pedidos concluídos antes dela não geram pontos.',
    ],
  },
  {
    title: '2. Acúmulo de pontos',
    paragraphs: [
      'Cada R$ 1,00 pago em produtos vale 1 ponto. Conta o valor pago depois de cupons, benefícios e gift cards; a taxa de entrega não conta e frações de real são desconsideradas.',
      'Os pontos são creditados quando o pedido chega a Concluído, desde que a loja participe do programa. Pedidos cancelados não geram pontos.',
    ],
  },
  {
    title: '3. Níveis',
    paragraphs: [
      'O nível é definido pelo saldo de pontos: Areia (0 a 800 pontos), Onda (801 a 1.600), Coral (1.601 a 3.199) e Pérola (a partir de 3.200).',
    ],
  },
  {
    title: '4. Os pontos não são gastos nem expiram',
    paragraphs: [
      'Os pontos não têm valor em dinheiro, não são trocados por produtos e não vencem. Usar um benefício não diminui o saldo.',
    ],
  },
  {
    title: '5. Benefícios',
    paragraphs: [
      'Cada nível libera os seus benefícios e mantém os dos níveis anteriores. Há benefícios mensais (renovados a cada mês e válidos até o fim dele), de aniversário (no mês do aniversário informado na conta), de nível (recebidos uma vez ao chegar ao nível) e permanentes nos restaurantes.',
      'Um benefício de delivery colocado na sacola fica reservado por 2 horas. Um benefício ativado no restaurante mostra um código válido por 30 minutos; depois disso, ele conta como utilizado.',
    ],
  },
  {
    title: '6. Estornos e ajustes',
    paragraphs: [
      'Se um pedido concluído for estornado, os pontos que ele gerou são retirados do saldo e o nível é recalculado. Benefícios já recebidos continuam válidos.',
      'Lançamentos feitos por engano podem ser corrigidos pela nossa equipe; cada correção aparece no Extrato.',
    ],
  },
  {
    title: '7. Lojas participantes',
    paragraphs: [
      'Somente as lojas participantes geram pontos e aceitam benefícios. Quando a loja escolhida no app não participa, o Shinguru fica oculto enquanto ela estiver selecionada.',
    ],
  },
  {
    title: '8. Encerramento da conta',
    paragraphs: [
      'Ao excluir a conta, a participação no Shinguru, a carteira de benefícios e as reservas são apagadas. O histórico de pontos fica guardado sem os seus dados pessoais, como acontece com os pedidos.',
    ],
  },
];

/** The club's shortcut to shinguru/fale-conosco. */
export const CONTACT_SHORTCUT_HINT = 'Escreva para a equipe do clube';
