// Test fixtures of the checkout: an order as GET/POST /api/pedido answer it and a priced bag.
import type { OrderWire, PricedBag } from '@comanda/contract';
import { anOrder } from '../orders/testing.ts';

export const money = (valor: number) => ({
  valor,
  texto: `R$\u00a0${(valor / 100).toFixed(2).replace('.', ',')}`,
});

const pricedLine = {
  tipo: 'Individual' as const,
  cod: 1002,
  id: 1002,
  produto: 'Combinado Tradicional 20 peças',
  nome: 'Combinado Tradicional 20 peças',
  imagem: '',
  alt: '',
  categoria: 'Combinados',
  categoriaId: 1,
  kit_delivery: false,
  promocional: false,
  preco: { unitario: money(9490), total: money(9490) },
  desconto: { unitario: money(0), total: money(0) },
  qtd: 1,
  adicionais: [],
  opcionais: [],
  obrigatorios: [
    { cod: 11, opcional: 'Shoyu light', selecionado: true, preco: { ...money(0), unitario: 0 } },
  ],
  observacao: '',
  beneficio: false,
};

/** The bag as POST /api/carrinho/calcular prices it: one line, the store's fee, `total` centavos in all. */
export function pricedBagFixture(total = 10_290): PricedBag {
  return {
    loja: { id: 2, nome: 'Hanami Sushi Asa Norte' },
    itens: [pricedLine],
    totais: {
      qtd: 1,
      valor_itens: money(total - 800),
      valor_frete: money(800),
      valor_desconto_porc: money(0),
      frete: money(800),
      desconto: money(0),
      total: money(total),
      gifts_cards: [],
    },
    cupom: null,
    aviso_cupom: null,
    frete_estimado: false,
    distancia_km: 1.2,
    precos_alterados: false,
  };
}

/** An order (§3 Order) of that bag, by default paid by Pix and waiting for it. */
export function orderFixture(overrides: Partial<OrderWire> = {}): OrderWire {
  const total = money(10_290);
  return anOrder({
    itens: [pricedLine],
    subtotal: money(9490),
    frete: money(800),
    total,
    formaPagamento: { ...anOrder().formaPagamento, valor: total },
    pix: {
      copia_e_cola:
        '00020126580014br.gov.bcb.pix0136hanami-sushi-pix-sandbox5204000053039865406102.905802BR6304ABCD',
      expira_em: '2026-05-04T15:15:00.000Z',
      valor: total,
    },
    ...overrides,
  });
}
