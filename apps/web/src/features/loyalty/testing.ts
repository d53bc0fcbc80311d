import type { LoyaltyBenefitsByLevel, LoyaltyStatement, LoyaltyStatusData } from '@comanda/contract';

/** A `GET fidelidade` answer (an Onda member by default). */
export function aLoyaltyStatus(overrides: Partial<LoyaltyStatusData> = {}): LoyaltyStatusData {
  return {
    shinguru: true,
    mostrar_shinguru: true,
    nivel: 2,
    nome: 'Onda',
    saldo_pontos: 1200,
    pontos_proximo_nivel: 401,
    proximo_nivel: 'Coral',
    progresso: 49,
    pontos_pendentes: 0,
    background: '#1E6E8C',
    border_color: '#8CD0E3',
    logo: '/img/shinguru/nivel-onda.svg',
    icone: '/img/shinguru/icone-onda.svg',
    classe: 'nivel-onda',
    ...overrides,
  };
}

/** A non-member as the API answers one (§4: Areia with shinguru false). */
export const NON_MEMBER = aLoyaltyStatus({
  shinguru: false,
  mostrar_shinguru: false,
  nivel: 1,
  nome: 'Areia',
  saldo_pontos: 0,
  pontos_proximo_nivel: 801,
  proximo_nivel: 'Onda',
  progresso: 0,
  background: '#F4E7CC',
  border_color: '#C8A46A',
  logo: '/img/shinguru/nivel-areia.svg',
  icone: '/img/shinguru/icone-areia.svg',
  classe: 'nivel-areia',
});

export function aStatement(overrides: Partial<LoyaltyStatement> = {}): LoyaltyStatement {
  return {
    saldo_pontos: 1200,
    meses: [
      {
        mes: '2026-11',
        titulo: 'novembro de 2026',
        pontos: 70,
        entradas: [
          {
            data: '20/11/2026',
            hora: '20:15',
            tipo: 'credito',
            descricao: 'Pedido concluído',
            pontos: 110,
            pedido_id: 42,
          },
          {
            data: '18/11/2026',
            hora: '12:02',
            tipo: 'estorno',
            descricao: 'Estorno do pedido',
            pontos: -40,
            pedido_id: 40,
          },
        ],
      },
      { mes: '2026-10', titulo: 'outubro de 2026', pontos: 0, entradas: [] },
    ],
    ...overrides,
  };
}

export function someBenefits(reached: number): LoyaltyBenefitsByLevel {
  const look = (slug: string, background: string, border: string) => ({
    background,
    border_color: border,
    logo: `/img/shinguru/nivel-${slug}.svg`,
    icone: `/img/shinguru/icone-${slug}.svg`,
    classe: `nivel-${slug}`,
  });
  return {
    niveis: [
      {
        nivel: 1,
        nome: 'Areia',
        pontos_min: 0,
        pontos_max: 800,
        desbloqueado: reached >= 1,
        ...look('areia', '#F4E7CC', '#C8A46A'),
        benefits: [
          {
            id: 1,
            categoria: 'delivery',
            icone: '/img/shinguru/beneficios/cafe-do-mes.svg',
            nome: 'Café do mês',
            descricao: 'Um café por mês no seu pedido.',
          },
        ],
      },
      {
        nivel: 4,
        nome: 'Pérola',
        pontos_min: 3200,
        pontos_max: null,
        desbloqueado: reached >= 4,
        ...look('perola', '#1C1B2E', '#EDE6D6'),
        benefits: [
          {
            id: 11,
            categoria: 'restaurante',
            icone: '/img/shinguru/beneficios/isencao-de-valet.svg',
            nome: 'Isenção de valet',
            descricao: 'Valet por nossa conta nas visitas.',
          },
        ],
      },
    ],
  };
}
