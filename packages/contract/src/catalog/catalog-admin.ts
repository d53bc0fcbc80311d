import { z } from 'zod';
import { queryId } from '../http/envelope.ts';
import { centsField, requiredText } from './fields.ts';

/** The back office's catalogue (docs/backoffice.md, "Catalogue"): prices in centavos, as everywhere inside. */

/** The message of a save made on a version someone else has changed since it was read (409 catalog_conflict). */
export const CATALOG_CONFLICT_MESSAGE =
  'Este item foi alterado por outra pessoa. Recarregue para ver a versão atual.';

/** A promotional "de" price must be above the price it is shown beside. */
export const CATALOG_PRICE_ORDER_MESSAGE = 'O preço original deve ser maior que o preço.';

/** A product as the back office shows it for one store. */
export const catalogAdminProduct = z.object({
  cod: z.number().int(),
  nome: z.string(),
  descricao: z.string(),
  imagem: z.string(),
  /** The brand's price, in centavos. */
  preco: z.number().int(),
  precoOriginal: z.number().int().nullable(),
  /** This store's own price, when it has one (centavos). */
  precoLoja: z.number().int().nullable(),
  /** Sold at this store at all (false: off this store's menu until turned back on). */
  disponivel: z.boolean(),
  /** Sold out until the end of today (a Brasília day): back on the menu by itself tomorrow. */
  esgotadoHoje: z.boolean(),
  visivelCardapio: z.boolean(),
  ativo: z.boolean(),
  /** The version a save must name (optimistic concurrency). */
  versao: z.number().int(),
});
export type CatalogAdminProduct = z.infer<typeof catalogAdminProduct>;

/** GET /api/gestao/catalogo?lojaId=: the brand's categories in menu order, each with its products, for a store. */
export const catalogAdminView = z.object({
  loja: z.object({ id: z.number().int(), nome: z.string() }),
  categorias: z.array(
    z.object({
      id: z.number().int(),
      nome: z.string(),
      ativo: z.boolean(),
      produtos: z.array(catalogAdminProduct),
    }),
  ),
});
export type CatalogAdminView = z.infer<typeof catalogAdminView>;

/** PUT /api/gestao/catalogo/produtos/{cod}/disponibilidade (admin, the store's manager). */
export const catalogAvailabilityBody = z
  .object({
    disponivel: z.boolean({ error: 'O campo disponivel deve ser verdadeiro ou falso.' }).optional(),
    esgotadoHoje: z.boolean({ error: 'O campo esgotadoHoje deve ser verdadeiro ou falso.' }).optional(),
  })
  .refine((body) => body.disponivel !== undefined || body.esgotadoHoje !== undefined, {
    error: 'Informe disponivel ou esgotadoHoje.',
    path: ['disponivel'],
  });
export type CatalogAvailabilityBody = z.infer<typeof catalogAvailabilityBody>;

/** PUT /api/gestao/catalogo/produtos/{cod}/preco-loja (admin): the store's own price, or null for the brand's. */
export const catalogStorePriceBody = z.object({ precoLoja: centsField('precoLoja').nullable() });

/** PATCH /api/gestao/catalogo/produtos/{cod} (admin): what changes, and the version it was read at. */
export const catalogProductPatch = z
  .object({
    versao: z.number({ error: 'O campo versao é obrigatório!' }).int().positive(),
    nome: requiredText('nome', 120).optional(),
    descricao: z
      .string()
      .trim()
      .max(1000, { error: 'O campo descricao passa de 1000 caracteres.' })
      .optional(),
    preco: centsField('preco').optional(),
    precoOriginal: centsField('precoOriginal').nullable().optional(),
    visivelCardapio: z.boolean().optional(),
    ativo: z.boolean().optional(),
  })
  .refine(
    (body) =>
      body.precoOriginal === undefined ||
      body.precoOriginal === null ||
      body.preco === undefined ||
      body.precoOriginal > body.preco,
    { error: CATALOG_PRICE_ORDER_MESSAGE, path: ['precoOriginal'] },
  );
export const catalogProductParams = z.object({ cod: queryId('cod') });

export type CatalogProductPatch = z.infer<typeof catalogProductPatch>;
