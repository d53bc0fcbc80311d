import type { Menu, MenuProduct } from '@comanda/contract';

const price = (unitario: number) => ({
  valor: unitario,
  texto: `R$ ${(unitario / 100).toFixed(2).replace('.', ',')}`,
  unitario,
});
const choice = (cod: number, opcional: string, unitario = 0) => ({
  cod,
  opcional,
  selecionado: false,
  preco: price(unitario),
});
const extra = (cod: number, opcional: string, unitario = 0) => ({
  cod,
  opcional,
  qtd: 0,
  preco: price(unitario),
  sem_escolha: false,
});

/** A product with the three group kinds: a sauce (required, pick 1), removals (up to 2), extras (up to 3, priced). */
export const testProduct: MenuProduct = {
  cod: 1002,
  id: 1002,
  produto: 'Combinado Tradicional',
  nome: 'Combinado Tradicional',
  descricao: 'Sashimis, niguiris e uramakis.',
  imagem: '/img/p.svg',
  alt: 'Combinado',
  categoria: 'Combinados',
  categoriaId: 1,
  preco: price(9490),
  preco_original: null,
  preco_obs: null,
  promocional: false,
  visivel_cardapio: true,
  kit_delivery: false,
  beneficio: false,
  alergenicos: [
    { nome: 'Peixe', icone: '/img/a/peixe.svg', visibilidade: 'todos' },
    { nome: 'Gergelim', icone: '/img/a/gergelim.svg', visibilidade: 'cardapio' },
  ],
  tabela_nutricional: {
    porcao: '100 g',
    imagem: null,
    pdf: null,
    itens: [{ nome: 'Valor energético', quantidade: '150 kcal', vd: '8%' }],
  },
  kit_itens: [],
  observacoes: [
    {
      id: 1,
      nome: 'Escolha o molho',
      tipo_opcional: 'Obrigatório',
      tipo_preco: 'sem_preco',
      regra: 1,
      min: 1,
      max: 1,
      adicionais: [],
      opcionais: [],
      obrigatorios: [choice(11, 'Shoyu tradicional'), choice(12, 'Shoyu light')],
    },
    {
      id: 2,
      nome: 'Coberturas',
      tipo_opcional: 'Opcional',
      tipo_preco: 'preco',
      regra: 2,
      min: 0,
      max: 2,
      adicionais: [],
      opcionais: [choice(21, 'Tarê'), choice(22, 'Cream cheese', 400), choice(23, 'Crispy', 300)],
      obrigatorios: [],
    },
    {
      id: 3,
      nome: 'Adicionais',
      tipo_opcional: 'Adicional',
      tipo_preco: 'preco',
      regra: 3,
      min: 0,
      max: 3,
      adicionais: [extra(31, 'Cream cheese extra', 400), extra(32, 'Gengibre extra')],
      opcionais: [],
      obrigatorios: [],
    },
  ],
};

export function testMenu(
  statusLoja: 'aberta' | 'fechada' = 'aberta',
  products: MenuProduct[] = [testProduct],
): Menu {
  return {
    marcaId: 4,
    loja: { id: 2, nome: 'Hanami Sushi Asa Norte', statusLoja },
    categorias: [{ id: 1, nome: 'Combinados', icone: null, produtos: products }],
  };
}
