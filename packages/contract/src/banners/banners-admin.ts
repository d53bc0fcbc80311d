import { z } from 'zod';
import { requiredText, rowId } from '../catalog/fields.ts';
import { queryId } from '../http/envelope.ts';

/**
 * The brand's banners in the back office (docs/backoffice.md, "Banners"): the menu's first screen shows the active
 * ones in order, on their platform and stores, while now is inside their schedule. Instants are ISO 8601 with
 * their offset; a missing bound leaves the schedule open on that side.
 */

export const BANNER_KINDS = ['produto', 'categoria', 'link', 'informativo'] as const;
export const BANNER_PLATFORMS = ['Todas', 'PWA', 'APP'] as const;

export const BANNER_ADMIN_RULES = {
  picture: 'Envie uma foto do banner.',
  kind: 'Escolha o tipo do banner.',
  platform: 'Escolha a plataforma do banner.',
  productRequired: 'Escolha o produto que o banner abre.',
  categoryRequired: 'Escolha a categoria que o banner abre.',
  linkRequired: 'Informe o endereço que o banner abre.',
  linkHttps: 'O link deve ser um endereço https:// completo.',
  instant: 'Informe uma data e hora válidas.',
  untilBeforeFrom: 'O fim da exibição deve ser depois do início.',
  repeatedStore: 'Esta loja aparece mais de uma vez.',
  nothingToChange: 'Informe ao menos um campo para alterar.',
} as const;

const R = BANNER_ADMIN_RULES;

/** True for a whole https:// address with a host (what a banner of kind 'link' may open). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const picture = z.string({ error: R.picture }).regex(/^\/img\/[\w\-/.]+$/, { error: R.picture });
const instant = z.iso.datetime({ offset: true, error: R.instant });
const flag = (label: string) => z.boolean({ error: `O campo ${label} deve ser verdadeiro ou falso.` });

const bannerFields = {
  nome: requiredText('nome', 80),
  imagem: picture,
  tipo: z.enum(BANNER_KINDS, { error: R.kind }),
  /** The product a banner of kind 'produto' opens. */
  produtoId: rowId('produtoId').nullable(),
  /** The category a banner of kind 'categoria' opens. */
  categoriaId: rowId('categoriaId').nullable(),
  /** The https:// address a banner of kind 'link' opens. */
  link: z
    .string({ error: R.linkHttps })
    .trim()
    .max(500, { error: 'O campo link passa de 500 caracteres.' })
    .nullable(),
  plataforma: z.enum(BANNER_PLATFORMS, { error: R.platform }),
  /** The default banner: shown only when no other banner applies. */
  padrao: flag('padrao'),
  /** The stores that show it; empty: every store of the brand. */
  lojas: z.array(rowId('loja')).max(200, { error: 'Escolha no máximo 200 lojas.' }),
  ativo: flag('ativo'),
  validoDe: instant.nullable(),
  validoAte: instant.nullable(),
};

/** What the rules between fields read; `undefined`: not given (a patch keeps the banner's value). */
export interface BannerRuleInput {
  tipo?: (typeof BANNER_KINDS)[number] | undefined;
  produtoId?: number | null | undefined;
  categoriaId?: number | null | undefined;
  link?: string | null | undefined;
  lojas?: number[] | undefined;
  validoDe?: string | null | undefined;
  validoAte?: string | null | undefined;
}

/**
 * The rules between a banner's fields, each problem named by its field: the kind needs what it opens (a product,
 * a category, an https:// link), a link is always https://, the schedule ends after it starts, a store is chosen
 * once. Only what is given is checked.
 */
export function bannerProblems(banner: BannerRuleInput): Array<{ campo: string; mensagem: string }> {
  const problems: Array<{ campo: string; mensagem: string }> = [];
  if (banner.tipo === 'produto' && banner.produtoId === null)
    problems.push({ campo: 'produtoId', mensagem: R.productRequired });
  if (banner.tipo === 'categoria' && banner.categoriaId === null)
    problems.push({ campo: 'categoriaId', mensagem: R.categoryRequired });
  if (banner.tipo === 'link' && (banner.link === null || banner.link === ''))
    problems.push({ campo: 'link', mensagem: R.linkRequired });
  else if (typeof banner.link === 'string' && banner.link !== '' && !isHttpsUrl(banner.link))
    problems.push({ campo: 'link', mensagem: R.linkHttps });
  if (
    typeof banner.validoDe === 'string' &&
    typeof banner.validoAte === 'string' &&
    Date.parse(banner.validoDe) > Date.parse(banner.validoAte)
  )
    problems.push({ campo: 'validoAte', mensagem: R.untilBeforeFrom });
  banner.lojas?.forEach((id, index) => {
    if (banner.lojas!.indexOf(id) !== index)
      problems.push({ campo: `lojas.${index}`, mensagem: R.repeatedStore });
  });
  return problems;
}

const withRules = (banner: BannerRuleInput, ctx: z.RefinementCtx) => {
  for (const problem of bannerProblems(banner))
    ctx.addIssue({
      code: 'custom',
      path: problem.campo.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message: problem.mensagem,
    });
};

/** POST /api/gestao/banners (admin): a new banner, the last in order. */
export const bannerCreateBody = z
  .object({
    nome: bannerFields.nome,
    imagem: bannerFields.imagem,
    tipo: bannerFields.tipo,
    produtoId: bannerFields.produtoId.default(null),
    categoriaId: bannerFields.categoriaId.default(null),
    link: bannerFields.link.default(null),
    plataforma: bannerFields.plataforma.default('Todas'),
    padrao: bannerFields.padrao.default(false),
    lojas: bannerFields.lojas.default([]),
    ativo: bannerFields.ativo.default(true),
    validoDe: bannerFields.validoDe.default(null),
    validoAte: bannerFields.validoAte.default(null),
  })
  .superRefine(withRules);
export type BannerCreateBody = z.infer<typeof bannerCreateBody>;

/**
 * PATCH /api/gestao/banners/{id} (admin): only the fields given change. The rules are checked again on the
 * banner as it would be saved (a kind 'produto' given alone needs the product the banner already has).
 */
export const bannerPatchBody = z
  .object({
    nome: bannerFields.nome.optional(),
    imagem: bannerFields.imagem.optional(),
    tipo: bannerFields.tipo.optional(),
    produtoId: bannerFields.produtoId.optional(),
    categoriaId: bannerFields.categoriaId.optional(),
    link: bannerFields.link.optional(),
    plataforma: bannerFields.plataforma.optional(),
    padrao: bannerFields.padrao.optional(),
    lojas: bannerFields.lojas.optional(),
    ativo: bannerFields.ativo.optional(),
    validoDe: bannerFields.validoDe.optional(),
    validoAte: bannerFields.validoAte.optional(),
  })
  .superRefine((patch, ctx) => {
    if (Object.values(patch).every((value) => value === undefined))
      ctx.addIssue({ code: 'custom', path: ['nome'], message: R.nothingToChange });
    withRules(patch, ctx);
  });
export type BannerPatchBody = z.infer<typeof bannerPatchBody>;

/** PUT /api/gestao/banners/ordem (admin): every banner of the brand, each once, first shown first. */
export const bannerOrderBody = z.object({
  ids: z.array(rowId('banner')).min(1, { error: 'Informe a ordem dos banners.' }).max(500),
});

/** A banner as admins see it: active or not, inside its schedule or not. */
export const bannerAdmin = z.object({
  id: z.number().int(),
  nome: z.string(),
  imagem: z.string(),
  tipo: z.enum(BANNER_KINDS),
  produtoId: z.number().int().nullable(),
  categoriaId: z.number().int().nullable(),
  link: z.string().nullable(),
  plataforma: z.enum(BANNER_PLATFORMS),
  padrao: z.boolean(),
  ordem: z.number().int(),
  lojas: z.array(z.number().int()),
  ativo: z.boolean(),
  validoDe: z.string().nullable(),
  validoAte: z.string().nullable(),
});
export type BannerAdmin = z.infer<typeof bannerAdmin>;

export const bannerIdParams = z.object({ id: queryId('id') });
