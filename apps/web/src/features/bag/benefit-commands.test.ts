import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../testing/render-page.tsx';
import { readStored } from '../../testing/stored.ts';
import { checkHeldBenefits } from './api/check-benefits.ts';
import { addLine, applyCoupon, clearBag, removeLine } from './bag-commands.ts';
import type { BagLine, StoredBag } from './bag-store.ts';
import { addBenefitLine } from './benefit-commands.ts';

const released = vi.hoisted(() => [] as number[]);
vi.mock('./api/release-benefits.ts', () => ({
  releaseBenefits: async (queries: Array<{ sequencial: number }>) => {
    released.push(...queries.map((query) => query.sequencial));
  },
}));

const money = (valor: number) => ({ valor, texto: `R$ ${valor}` });
const line = (id: string, beneficio = false): BagLine => ({
  produto_carrinho: id,
  tipo: 'Individual',
  cod: beneficio ? 8101 : 2005,
  id: beneficio ? 8101 : 2005,
  produto: id,
  nome: id,
  imagem: '',
  alt: '',
  categoria: 'Bebidas',
  categoriaId: 8,
  kit_delivery: false,
  promocional: false,
  beneficio,
  preco: { unitario: money(890), total: money(890) },
  desconto: { unitario: money(beneficio ? 890 : 0), total: money(beneficio ? 890 : 0) },
  qtd: 1,
  adicionais: [],
  opcionais: [],
  obrigatorios: [],
  observacao: '',
  observacoes: [],
});
const query = (sequencial: number) => ({
  loja_id: 2,
  id_empresa_cupom: 47,
  id_cupom: 1,
  versao_cupom: 1,
  sequencial,
});
const coupon = {
  tipo: 'fixo',
  desconto: money(1500),
  frete: null,
  cupom: 'HANAMI15',
  cupomId: 2,
  categoriaId: null,
  codProduto: null,
  descricao: '',
  valor_desconto: money(1500),
} as const;
const bag = () => readStored<StoredBag>('carrinho');
const ids = () => bag()?.itens.map((item) => item.produto_carrinho);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  released.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('Shinguru benefit lines in the bag', () => {
  it('adds the line with its query, kept under beneficio-shinguru; the same item again replaces its line', () => {
    addLine(line('niguiri'), 2);
    addBenefitLine(line('cafe', true), query(7), 2);
    addBenefitLine(line('cafe-2', true), query(7), 2);
    expect(ids()).toEqual(['niguiri', 'cafe']);
    expect(bag()?.itens[1]?.consulta_beneficio).toEqual(query(7));
    expect(readStored('beneficio-shinguru')).toEqual([query(7)]);
  });

  it('removing a benefit line gives its hold back; clearing the bag gives every hold back (§4)', async () => {
    addLine(line('niguiri'), 2);
    addBenefitLine(line('cafe', true), query(7), 2);
    addBenefitLine(line('kit', true), query(8), 2);
    removeLine('cafe');
    await flush();
    expect(released).toEqual([7]);
    expect(readStored('beneficio-shinguru')).toEqual([query(8)]);
    clearBag();
    await flush();
    expect(released).toEqual([7, 8]);
    expect(readStored('beneficio-shinguru')).toBeUndefined();
  });

  it('the check on entering removes every benefit line when a query fails (T1), with the coupon', async () => {
    addLine(line('niguiri'), 2);
    addBenefitLine(line('cafe', true), query(7), 2);
    addBenefitLine(line('kit', true), query(8), 2);
    applyCoupon(coupon);
    const calls = stubFetch(
      { body: { status: 'success', data: { valido: true, expira_em: '' } } },
      { status: 422, body: { status: 'error', code: 'benefit_check_failed', message: 'x' } },
    );
    expect(await checkHeldBenefits()).toBe(
      'Encontramos um problema ao resgatar seu benefício. Por favor, tente realizar a reserva novamente..',
    );
    expect(calls.map((call) => call.url)).toEqual([
      expect.stringContaining(
        'fidelidade_cupom?loja_id=2&id_empresa_cupom=47&id_cupom=1&versao_cupom=1&sequencial=7',
      ),
      expect.stringContaining('sequencial=8'),
    ]);
    expect(ids()).toEqual(['niguiri']);
    expect(readStored('desconto')).toBeUndefined();
    expect(readStored('beneficio-shinguru')).toBeUndefined();
  });

  it('a benefit line without its query leaves with T2; without an answer from the server nothing changes', async () => {
    addLine(line('niguiri'), 2);
    addBenefitLine(line('cafe', true), query(7), 2);
    addLine({ ...line('orfao', true), consulta_beneficio: undefined }, 2);
    stubFetch({ body: { status: 'success', data: { valido: true, expira_em: '' } } });
    expect(await checkHeldBenefits()).toBe(
      'Houve um problema ao resgatar seu benefício. Por favor, adicione-o ao carrinho novamente.',
    );
    expect(ids()).toEqual(['niguiri', 'cafe']);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await checkHeldBenefits()).toBeNull();
    expect(ids()).toEqual(['niguiri', 'cafe']);
  });
});
