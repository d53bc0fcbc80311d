import type { Banner, Menu, MenuProduct } from '@comanda/contract';

// The brand's default menu in small, as the server sends it inside the menu's page (first-screen tests).

export function product(cod: number, nome: string, kit: boolean): MenuProduct {
  return {
    cod,
    id: cod,
    produto: nome,
    nome,
    descricao: 'Peças variadas.',
    imagem: `/img/${cod}.webp`,
    alt: nome,
    categoria: 'Kits',
    categoriaId: 1,
    preco: { valor: 8990, texto: 'R$\u00a089,90', unitario: 8990 },
    preco_original: null,
    preco_obs: null,
    promocional: false,
    visivel_cardapio: true,
    kit_delivery: kit,
    beneficio: false,
    alergenicos: [],
    tabela_nutricional: null,
    observacoes: [],
    kit_itens: [],
  };
}

export const kit = product(7001, 'Kit </script> Família 40 peças', true);
export const menu: Menu = {
  marcaId: 4,
  loja: null,
  categorias: [{ id: 1, nome: 'Kits', icone: null, produtos: [kit, product(7002, 'Temaki Skin', false)] }],
} as Menu;
export const banners: Banner[] = [
  {
    id: 1,
    produto_id: null,
    nome: 'Festival de temakis',
    imagem: '/img/banners/festival.webp',
    tipo: 'informativo',
    categoria_id: null,
    link: null,
    plataforma: 'Todas',
  },
];
