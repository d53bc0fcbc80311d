import type { BenefitCategory, BenefitRecurrence, BenefitUse, LoyaltyBenefit } from './benefits.ts';

const benefit = (
  id: number,
  slug: string,
  nome: string,
  nivel: LoyaltyBenefit['nivel'],
  recorrencia: BenefitRecurrence,
  uso: BenefitUse,
  categoria: BenefitCategory,
  produtoCod: number | null = null,
): LoyaltyBenefit => ({
  id,
  slug,
  nome,
  descricao: nome,
  icone: `${slug}.svg`,
  categoria,
  uso,
  nivel,
  recorrencia,
  produtoCod,
  validadeDias: null,
  versao: 1,
  ativo: true,
});

/** Test data only: the eleven §9 benefits assigned to levels as ADR 0160 (Q4) records. */
export const DEMO_BENEFITS: readonly LoyaltyBenefit[] = [
  benefit(1, 'cafe-do-mes', 'Café do mês', 1, 'mensal', 'produto', 'delivery', 9001),
  benefit(
    2,
    'sobremesa-aniversario',
    'Sobremesa de aniversário',
    1,
    'aniversario',
    'produto',
    'delivery',
    9002,
  ),
  benefit(3, 'cupom-10-delivery', 'Cupom de 10% no delivery', 2, 'mensal', 'cupom', 'delivery'),
  benefit(4, 'drink-de-espera', 'Drink de espera', 2, 'permanente', 'restaurante', 'restaurante'),
  benefit(5, 'entrada-camarao', 'Entrada de camarão', 3, 'nivel', 'produto', 'delivery', 9005),
  benefit(6, 'entrada-de-espera', 'Entrada de espera', 3, 'permanente', 'restaurante', 'restaurante'),
  benefit(7, 'happy-hour-estendido', 'Happy hour estendido', 3, 'permanente', 'restaurante', 'restaurante'),
  benefit(8, 'kit-coquetel', 'Kit coquetel', 4, 'nivel', 'produto', 'delivery', 9008),
  benefit(9, 'degustacao-sake', 'Degustação de saquê', 4, 'nivel', 'restaurante', 'restaurante'),
  benefit(10, 'menu-degustacao', 'Menu degustação', 4, 'nivel', 'restaurante', 'restaurante'),
  benefit(11, 'isencao-valet', 'Isenção de valet', 4, 'permanente', 'restaurante', 'restaurante'),
];
