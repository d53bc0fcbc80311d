import { optionGroupProblem } from '@comanda/domain';
import { z } from 'zod';
import { queryId } from '../http/envelope.ts';
import { CATALOG_PRICE_ORDER_MESSAGE } from './catalog-admin.ts';
import { centsField, optionalText, requiredText, rowId, wholeNumber } from './fields.ts';

/**
 * A product's whole definition as the back office creates and edits it (docs/backoffice.md, "Products"): the
 * brand's fields, its picture, allergens, nutrition table, option groups with their options, the items of a kit,
 * and whether the bag suggests it. Prices in centavos. Groups and options keep their ids across saves (a
 * customer's bag names them); a group or option without an id is new.
 */

export const GROUP_PROBLEM_MESSAGES = {
  more_choices_than_options: 'O grupo permite mais escolhas do que tem opções.',
  unreachable_minimum: 'O mínimo do grupo é mais do que o cliente consegue escolher.',
} as const;

export const CATALOG_PRODUCT_MESSAGES = {
  picture: 'Envie uma foto do produto.',
  minAboveMax: 'O mínimo não pode ser maior que o máximo.',
  kitWithoutItems: 'Um kit delivery precisa de pelo menos um item.',
  repeatedAllergen: 'Este alergênico aparece mais de uma vez.',
  repeatedKitItem: 'Este produto aparece mais de uma vez no kit.',
} as const;

const picture = z
  .string({ error: CATALOG_PRODUCT_MESSAGES.picture })
  .regex(/^\/img\/[\w\-/.]+$/, { error: CATALOG_PRODUCT_MESSAGES.picture });

export const catalogOptionDraft = z.object({
  cod: rowId('cod').optional(),
  nome: requiredText('nome da opção', 80),
  preco: centsField('preço da opção').default(0),
});

export const catalogGroupDraft = z
  .object({
    id: rowId('id').optional(),
    nome: requiredText('nome do grupo', 80),
    tipoOpcional: z.enum(['Adicional', 'Opcional', 'Obrigatório'], { error: 'Escolha o tipo do grupo.' }),
    tipoPreco: z.enum(['preco', 'sem_preco'], { error: 'Escolha se as opções têm preço.' }),
    min: wholeNumber('mínimo', 0, 99),
    max: wholeNumber('máximo', 1, 99),
    /** How many units count toward the limit (ADR 0146); the maximum when absent. */
    regra: wholeNumber('regra', 1, 99).optional(),
    opcoes: z
      .array(catalogOptionDraft)
      .min(1, { error: 'O grupo precisa de pelo menos uma opção.' })
      .max(60, { error: 'Um grupo tem no máximo 60 opções.' }),
  })
  .superRefine((group, ctx) => {
    if (group.min > group.max) {
      ctx.addIssue({ code: 'custom', path: ['min'], message: CATALOG_PRODUCT_MESSAGES.minAboveMax });
      return;
    }
    const problem = optionGroupProblem(
      { tipo_opcional: group.tipoOpcional, min: group.min, max: group.max, regra: group.regra ?? group.max },
      group.opcoes.length,
    );
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: [problem === 'more_choices_than_options' ? 'max' : 'min'],
        message: GROUP_PROBLEM_MESSAGES[problem],
      });
  });
export type CatalogGroupDraft = z.infer<typeof catalogGroupDraft>;

const nutritionItem = z.object({
  nome: requiredText('nutriente', 60),
  quantidade: requiredText('quantidade', 30),
  vd: optionalText('%VD', 10).optional(),
});

export const catalogProductDraft = z
  .object({
    nome: requiredText('nome', 120),
    descricao: optionalText('descricao', 1000).default(''),
    categoriaId: rowId('categoria'),
    imagem: picture,
    alt: requiredText('descrição da foto', 200),
    preco: centsField('preco'),
    precoOriginal: centsField('precoOriginal').nullable().default(null),
    precoObs: optionalText('observação do preço', 120).nullable().default(null),
    visivelCardapio: z.boolean().default(true),
    ativo: z.boolean().default(true),
    alergenicos: z
      .array(
        z.object({
          codigo: requiredText('alergênico', 40),
          visibilidade: z.enum(['cardapio', 'detalhe', 'todos']).default('todos'),
        }),
      )
      .max(20)
      .default([]),
    tabelaNutricional: z
      .object({ porcao: requiredText('porção', 80), itens: z.array(nutritionItem).min(1).max(40) })
      .nullable()
      .default(null),
    grupos: z.array(catalogGroupDraft).max(20, { error: 'Um produto tem no máximo 20 grupos.' }).default([]),
    kitDelivery: z.boolean().default(false),
    kit: z
      .array(z.object({ cod: rowId('produto do kit'), qtd: wholeNumber('quantidade', 1, 99) }))
      .max(30)
      .default([]),
    /** Suggested in the bag (§7 sugestões) at these stores (empty: every store), in this order; null: not. */
    sugestao: z
      .object({ ordem: wholeNumber('ordem', 0, 9999), lojas: z.array(rowId('loja')).max(200) })
      .nullable()
      .default(null),
  })
  .superRefine((draft, ctx) => {
    if (draft.precoOriginal !== null && draft.precoOriginal <= draft.preco)
      ctx.addIssue({ code: 'custom', path: ['precoOriginal'], message: CATALOG_PRICE_ORDER_MESSAGE });
    if (draft.kitDelivery && draft.kit.length === 0)
      ctx.addIssue({ code: 'custom', path: ['kit'], message: CATALOG_PRODUCT_MESSAGES.kitWithoutItems });
    const repeated = (path: string, keys: Array<string | number>, message: string) =>
      keys.forEach((key, index) => {
        if (keys.indexOf(key) !== index) ctx.addIssue({ code: 'custom', path: [path, index], message });
      });
    repeated(
      'alergenicos',
      draft.alergenicos.map((a) => a.codigo),
      CATALOG_PRODUCT_MESSAGES.repeatedAllergen,
    );
    repeated(
      'kit',
      draft.kit.map((k) => k.cod),
      CATALOG_PRODUCT_MESSAGES.repeatedKitItem,
    );
  });
export type CatalogProductDraft = z.infer<typeof catalogProductDraft>;

/** PUT …/produtos/{cod}/definicao: the whole definition again, with the version it was read at. */
export const catalogProductDefinitionSave = z.intersection(
  catalogProductDraft,
  z.object({ versao: z.number({ error: 'O campo versao é obrigatório!' }).int().positive() }),
);
export type CatalogProductDefinitionSave = z.infer<typeof catalogProductDefinitionSave>;

/** A product's definition as saved: the draft with every id, and the version a save must name. */
export const catalogProductDefinition = z.object({
  cod: z.number().int(),
  versao: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  categoriaId: z.number().int(),
  imagem: z.string(),
  alt: z.string(),
  preco: z.number().int(),
  precoOriginal: z.number().int().nullable(),
  precoObs: z.string().nullable(),
  visivelCardapio: z.boolean(),
  ativo: z.boolean(),
  alergenicos: z.array(
    z.object({ codigo: z.string(), visibilidade: z.enum(['cardapio', 'detalhe', 'todos']) }),
  ),
  tabelaNutricional: z
    .object({
      porcao: z.string(),
      itens: z.array(z.object({ nome: z.string(), quantidade: z.string(), vd: z.string().optional() })),
    })
    .nullable(),
  grupos: z.array(
    z.object({
      id: z.number().int(),
      nome: z.string(),
      tipoOpcional: z.enum(['Adicional', 'Opcional', 'Obrigatório']),
      tipoPreco: z.enum(['preco', 'sem_preco']),
      min: z.number().int(),
      max: z.number().int(),
      regra: z.number().int(),
      opcoes: z.array(z.object({ cod: z.number().int(), nome: z.string(), preco: z.number().int() })),
    }),
  ),
  kitDelivery: z.boolean(),
  kit: z.array(z.object({ cod: z.number().int(), qtd: z.number().int() })),
  sugestao: z.object({ ordem: z.number().int(), lojas: z.array(z.number().int()) }).nullable(),
});
export type CatalogProductDefinition = z.infer<typeof catalogProductDefinition>;

/** What the product form offers to choose from: the brand's categories, allergens and products (for kits). */
export const catalogChoices = z.object({
  categorias: z.array(z.object({ id: z.number().int(), nome: z.string(), ativo: z.boolean() })),
  alergenicos: z.array(z.object({ codigo: z.string(), nome: z.string(), icone: z.string() })),
  produtos: z.array(z.object({ cod: z.number().int(), nome: z.string() })),
  lojas: z.array(z.object({ id: z.number().int(), nome: z.string() })),
});
export type CatalogChoices = z.infer<typeof catalogChoices>;

/** Categories (admin): create, rename, show or hide, and order. */
export const catalogCategoryBody = z.object({
  nome: requiredText('nome', 60),
  ativo: z.boolean().default(true),
});
export const catalogCategoryPatch = z
  .object({ nome: requiredText('nome', 60).optional(), ativo: z.boolean().optional() })
  .refine((body) => body.nome !== undefined || body.ativo !== undefined, {
    error: 'Informe nome ou ativo.',
    path: ['nome'],
  });
export const catalogCategoryOrder = z.object({
  ids: z.array(rowId('categoria')).min(1, { error: 'Informe a ordem das categorias.' }).max(200),
});
export const catalogCategory = z.object({
  id: z.number().int(),
  nome: z.string(),
  ordem: z.number().int(),
  ativo: z.boolean(),
});
export type CatalogCategory = z.infer<typeof catalogCategory>;
export const catalogCategoryParams = z.object({ id: queryId('id') });

/** POST /api/gestao/imagens: an uploaded picture, kept in the menu's sizes (docs/backoffice.md, "Pictures"). */
export const uploadedPicture = z.object({ imagem: z.string(), card: z.string() });
export type UploadedPicture = z.infer<typeof uploadedPicture>;
