import { z } from 'zod';
import { queryId } from '../http/envelope.ts';

/** A price as the menu sends it: total, text and unit value, all in centavos. */
export const price = z.object({ valor: z.number().int(), texto: z.string(), unitario: z.number().int() });

export const extraOption = z.object({
  cod: z.number().int(),
  opcional: z.string(),
  qtd: z.number().int(),
  preco: price,
  sem_escolha: z.boolean(),
});

export const choiceOption = z.object({
  cod: z.number().int(),
  opcional: z.string(),
  selecionado: z.boolean(),
  preco: price,
});

/** §3 Option group. */
export const optionGroup = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo_opcional: z.enum(['Adicional', 'Opcional', 'Obrigatório']),
  tipo_preco: z.enum(['preco', 'sem_preco']),
  regra: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  adicionais: z.array(extraOption),
  opcionais: z.array(choiceOption),
  obrigatorios: z.array(choiceOption),
});

export const allergen = z.object({
  nome: z.string(),
  icone: z.string(),
  visibilidade: z.enum(['cardapio', 'detalhe', 'todos']),
});

export const nutritionTable = z.object({
  porcao: z.string(),
  imagem: z.string().nullable(),
  pdf: z.string().nullable(),
  itens: z.array(z.object({ nome: z.string(), quantidade: z.string(), vd: z.string().nullable() })),
});

/** §3 Product as the menu serves it. */
export const menuProduct = z.object({
  cod: z.number().int(),
  id: z.number().int(),
  produto: z.string(),
  nome: z.string(),
  descricao: z.string(),
  imagem: z.string(),
  alt: z.string(),
  categoria: z.string(),
  categoriaId: z.number().int(),
  preco: price,
  preco_original: price.nullable(),
  preco_obs: z.string().nullable(),
  promocional: z.boolean(),
  visivel_cardapio: z.boolean(),
  kit_delivery: z.boolean(),
  beneficio: z.boolean(),
  alergenicos: z.array(allergen),
  tabela_nutricional: nutritionTable.nullable(),
  observacoes: z.array(optionGroup),
  kit_itens: z.array(z.object({ cod: z.number().int(), nome: z.string(), qtd: z.number().int() })),
});

export const menuCategory = z.object({
  id: z.number().int(),
  nome: z.string(),
  icone: z.string().nullable(),
  produtos: z.array(menuProduct),
});

export const menu = z.object({
  marcaId: z.number().int(),
  loja: z
    .object({ id: z.number().int(), nome: z.string(), statusLoja: z.enum(['aberta', 'fechada']) })
    .nullable(),
  categorias: z.array(menuCategory),
});

const modality = z.literal('DLV', { error: "O campo modalidadeId deve ser 'DLV'." });

/** GET /api/cardapio query (§7). `jwt` is accepted and ignored: identity comes from the bearer token. */
export const menuQuery = z.object({
  jwt: z.string().max(4096).optional(),
  lojaId: queryId('lojaId').optional(),
  marcaId: queryId('marcaId'),
  modalidadeId: modality.default('DLV'),
});

export const storeScopedQuery = z.object({
  lojaId: queryId('lojaId').optional(),
  marcaId: queryId('marcaId'),
  modalidadeId: modality.default('DLV'),
});

export type Price = z.infer<typeof price>;
export type OptionGroup = z.infer<typeof optionGroup>;
export type MenuProduct = z.infer<typeof menuProduct>;
export type MenuCategory = z.infer<typeof menuCategory>;
export type Menu = z.infer<typeof menu>;
export type MenuQuery = z.infer<typeof menuQuery>;
