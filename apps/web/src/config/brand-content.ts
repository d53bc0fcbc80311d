/**
 * The brand's "about us" page (tabs/institucional-{slug}): swap this file with brand.ts to ship another brand.
 * Texts are pt-BR as the customer reads them; images live under public/img.
 */
export const brandContent = {
  title: 'Sobre o Hanami Sushi',
  tagline: 'Culinária japonesa feita na hora, do nosso balcão para a sua casa.',
  story: [
    'O Hanami Sushi nasceu em 2012, num balcão de oito lugares na Asa Sul, em Brasília. A ideia era simples: peixe fresco, arroz no ponto certo e o cuidado de quem prepara cada peça na frente do cliente.',
    'Hoje somos cinco restaurantes — quatro no Distrito Federal e um em São Paulo — e levamos a mesma cozinha para a sua casa, com a equipe de cada casa montando o seu pedido na hora.',
  ],
  servesTitle: 'O que servimos',
  serves: [
    {
      name: 'Combinados e sashimis',
      description:
        'Salmão, atum e peixe branco cortados no dia, em combinados para uma pessoa ou para a família.',
      image: '/img/produtos/combinado-hanami-40-pecas.svg',
    },
    {
      name: 'Temakis e uramakis',
      description: 'Clássicos como o California e o Hot Philadelphia, e criações da casa.',
      image: '/img/produtos/temaki-kani.svg',
    },
    {
      name: 'Pratos quentes',
      description: 'Yakisoba, teppanyaki, gyudon e tempurá para quem prefere algo quente.',
      image: '/img/produtos/yakisoba-de-frango.svg',
    },
    {
      name: 'Sobremesas e bebidas',
      description: 'Harumaki de banana com sorvete, chá verde gelado, sodas e cervejas japonesas.',
      image: '/img/produtos/harumaki-de-banana-com-sorvete.svg',
    },
  ],
  visitTitle: 'Venha nos visitar',
  visitText:
    'Todas as casas recebem para almoço e jantar. Para aniversários e grupos, reserve sua mesa com antecedência.',
  contactTitle: 'Fale com a gente',
  contact: {
    phone: '(61) 3345-4050',
    email: 'contato@hanamisushi.com.br',
    instagram: { handle: '@hanamisushi', url: 'https://www.instagram.com/hanamisushi' },
  },
} as const;

export type BrandContent = typeof brandContent;
