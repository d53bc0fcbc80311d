// Test fixtures of the checkout: an order as GET/POST /api/pedido answer it and a priced bag.
import type { OrderWire, PricedCart } from '@comanda/contract';

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
export function pricedCartFixture(total = 10_290): PricedCart {
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

/** An order (§3 Order), by default paid by Pix and waiting for it. */
export function orderFixture(overrides: Partial<OrderWire> = {}): OrderWire {
  return {
    id: 41,
    status: 'Aguardando pagamento',
    historicoStatus: [{ status: 'Aguardando pagamento', data: '2026-05-04T15:00:00.000Z' }],
    canal: 'app',
    criado_em: '2026-05-04T15:00:00.000Z',
    loja: { id: 2, nome: 'Hanami Sushi Asa Norte', tempoEntrega: 40 },
    endereco: {
      logradouro: 'SQN 210 Bloco B',
      numero: '101',
      complemento: null,
      bairro: 'Asa Norte',
      cidade: 'Brasília',
      estado: 'DF',
      cep: null,
      ponto_referencia: null,
    },
    itens: [pricedLine],
    subtotal: money(9490),
    frete: money(800),
    desconto: money(0),
    gift_card: [],
    total: money(10_290),
    cupom: null,
    cpf_nota: null,
    formaPagamento: {
      tipo: 'pix',
      label: 'Pix',
      forma: 'PIX',
      bandeira: null,
      final: null,
      cartao_id: null,
      troco_para: null,
      valor: money(10_290),
      status: 'aguardando',
      motivo: null,
    },
    pix: {
      copia_e_cola:
        '00020126580014br.gov.bcb.pix0136hanami-sushi-pix-sandbox5204000053039865406102.905802BR6304ABCD',
      expira_em: '2026-05-04T15:15:00.000Z',
      valor: money(10_290),
    },
    ...overrides,
  };
}
