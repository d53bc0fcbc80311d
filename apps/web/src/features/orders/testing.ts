import type { OrderSummaryWire, OrderWire, PricedBagLine } from '@comanda/contract';
import { toMoney } from '@comanda/domain';
import { vi } from 'vitest';

/** A priced §3 Cart line as an order keeps it. */
export function aLine(overrides: Partial<PricedBagLine> = {}): PricedBagLine {
  return {
    tipo: 'Individual',
    cod: 2005,
    id: 2005,
    produto: 'Niguiri de Atum 2 unidades',
    nome: 'Niguiri de Atum 2 unidades',
    imagem: '/img/produtos/niguiri-de-atum-2-unidades.svg',
    alt: 'Dois niguiris de atum',
    categoria: 'Niguiris',
    categoriaId: 2,
    kit_delivery: false,
    promocional: false,
    preco: { unitario: toMoney(1890), total: toMoney(1890) },
    desconto: { unitario: toMoney(0), total: toMoney(0) },
    qtd: 1,
    adicionais: [],
    opcionais: [],
    obrigatorios: [],
    observacao: '',
    beneficio: false,
    ...overrides,
  };
}

/** A Pix order of store 2 still waiting for its payment. */
export function anOrder(overrides: Partial<OrderWire> = {}): OrderWire {
  return {
    id: 41,
    status: 'Aguardando pagamento',
    historicoStatus: [{ status: 'Aguardando pagamento', data: '2026-03-09T22:00:00.000Z' }],
    canal: 'app',
    criado_em: '2026-03-09T22:00:00.000Z',
    loja: { id: 2, nome: 'Hanami Sushi Asa Norte', tempoEntrega: 40 },
    endereco: {
      logradouro: 'SQN 210 Bloco B',
      numero: '101',
      complemento: 'Apto 302',
      bairro: 'Asa Norte',
      cidade: 'Brasília',
      estado: 'DF',
      cep: '70862-020',
      ponto_referencia: null,
    },
    itens: [aLine()],
    subtotal: toMoney(1890),
    frete: toMoney(490),
    desconto: toMoney(0),
    gift_card: [],
    total: toMoney(2380),
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
      valor: toMoney(2380),
      status: 'aguardando',
      motivo: null,
      estorno: null,
    },
    pix: { copia_e_cola: '000201…', expira_em: '2026-03-09T22:30:00.000Z', valor: toMoney(2380) },
    motivo_cancelamento: null,
    pontos_shinguru: null,
    ...overrides,
  };
}

/** An order as tabs/historico lists it. */
export function aSummary(overrides: Partial<OrderSummaryWire> = {}): OrderSummaryWire {
  return {
    id: 41,
    status: 'Pendente',
    criado_em: '2026-03-09T22:00:00.000Z',
    total: toMoney(2380),
    loja: { id: 2, nome: 'Hanami Sushi Asa Norte' },
    resumo: '1x Niguiri de Atum 2 unidades',
    qtd: 1,
    ...overrides,
  };
}

/** The server: GET pedido answers `order`; the order's stream stays open for the test to write to. */
export function stubOrderServer(order: OrderWire | null) {
  const encoder = new TextEncoder();
  let push: (text: string) => void = () => undefined;
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.startsWith('/api/pedido/eventos')) {
        if (!order) return new Response('{}', { status: 404 });
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(encoder.encode(text));
          },
        });
        return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
      }
      if (!order)
        return new Response(JSON.stringify({ status: 'error', code: 'order_not_found', message: 'x' }), {
          status: 404,
        });
      return new Response(JSON.stringify({ status: 'success', data: order }));
    }),
  );
  return { send: (text: string) => push(text), urls };
}
