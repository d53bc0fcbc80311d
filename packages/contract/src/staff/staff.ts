import { z } from 'zod';
import { emailField, personNameField, requiredString } from '../account/fields.ts';
import { queryId } from '../http/envelope.ts';

/** Back-office roles: the brand's admin, a store manager, a store operator (docs/backoffice.md). */
export const staffRoles = ['admin', 'gerente', 'operador'] as const;
export type StaffRole = (typeof staffRoles)[number];

const roleField = z.enum(staffRoles, { error: 'Papel inválido. Use admin, gerente ou operador.' });
const storeIds = z
  .array(queryId('lojas'), { error: 'O campo lojas deve ser uma lista de lojas.' })
  .max(200, { error: 'Lojas demais.' })
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

const totpCodeField = requiredString('código')
  .trim()
  .regex(/^\d{6}$/, { error: 'O código deve ter 6 dígitos.' });

/** POST /api/gestao/login. */
export const staffLoginBody = z.object({
  email: emailField,
  senha: z
    .string({ error: 'O campo senha é obrigatório!' })
    .min(1, { error: 'O campo senha é obrigatório!' })
    .max(200),
});

/** What the sign-in still needs: a code from the authenticator app, or enrolling one first. */
export const staffLoginStep = z.object({ etapa: z.enum(['totp', 'cadastro_totp']) });
export type StaffLoginStep = z.infer<typeof staffLoginStep>;

/** POST /api/gestao/login/totp: the app's 6-digit code, or one of the recovery codes. */
export const staffSecondFactorBody = z
  .object({
    codigo: totpCodeField.optional(),
    codigoRecuperacao: z
      .string()
      .trim()
      .max(40)
      .regex(/^[a-z0-9-]+$/i, { error: 'Código de recuperação inválido.' })
      .optional(),
  })
  .refine((body) => (body.codigo === undefined) !== (body.codigoRecuperacao === undefined), {
    error: 'Informe o código do aplicativo autenticador ou um código de recuperação.',
    path: ['codigo'],
  });

/** POST /api/gestao/totp/confirmar. */
export const staffTotpConfirmBody = z.object({ codigo: totpCodeField });

/** A TOTP secret being enrolled: shown once, to be typed or scanned into an authenticator app. */
export const staffTotpEnrolment = z.object({
  /** Base32 secret, for typing. */
  segredo: z.string(),
  /** otpauth://totp/… URI, for a QR code. */
  uri: z.string(),
});

/** Single-use recovery codes, shown once. */
export const staffRecoveryCodes = z.object({ codigosRecuperacao: z.array(z.string()) });

const storeRef = z.object({ id: z.number().int(), nome: z.string() });

/** GET /api/gestao/eu: the signed-in staff member. Admins act on every store, listed here. */
export const staffMe = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  papel: z.enum(staffRoles),
  lojas: z.array(storeRef),
});
export type StaffMe = z.infer<typeof staffMe>;

/** A staff account as admins see it. */
export const staffMember = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  papel: z.enum(staffRoles),
  lojas: z.array(z.number().int()),
  ativo: z.boolean(),
  totpAtivo: z.boolean(),
  criadoEm: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** POST /api/gestao/equipe: a new account; admins need no stores, the others at least one. */
export const staffCreateBody = z
  .object({ email: emailField, nome: personNameField, papel: roleField, lojas: storeIds.default([]) })
  .refine((body) => body.papel === 'admin' || body.lojas.length > 0, {
    error: 'Escolha ao menos uma loja para gerentes e operadores.',
    path: ['lojas'],
  });

/** The new account and its first password, shown once. */
export const staffCreated = z.object({ membro: staffMember, senha: z.string() });

/** PATCH /api/gestao/equipe/{id}: any of name, role, stores and active flag. */
export const staffUpdateBody = z
  .object({
    nome: personNameField.optional(),
    papel: roleField.optional(),
    lojas: storeIds.optional(),
    ativo: z.boolean({ error: 'O campo ativo deve ser verdadeiro ou falso.' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nenhum dado foi alterado.',
    path: ['nome'],
  });

export const staffIdParams = z.object({ id: queryId('id') });

const dayField = (label: string) =>
  z.iso.date({ error: `O campo ${label} deve ser uma data no formato AAAA-MM-DD.` }).optional();

/** GET /api/gestao/auditoria: filters (days are Brasília days, inclusive) and page. */
export const auditQuery = z
  .object({
    equipeId: queryId('equipeId').optional(),
    entidade: z.string().trim().min(1).max(60).optional(),
    entidadeId: z.string().trim().min(1).max(60).optional(),
    de: dayField('de'),
    ate: dayField('ate'),
    pagina: queryId('pagina').default(1),
    porPagina: queryId('porPagina')
      .max(100, { error: 'O campo porPagina deve ser no máximo 100.' })
      .default(50),
  })
  .refine((q) => !q.de || !q.ate || q.de <= q.ate, {
    error: 'A data inicial deve vir antes da final.',
    path: ['de'],
  });

/** One audit entry: who did what to which entity, with the entity before and after. */
export const auditEntry = z.object({
  id: z.number().int(),
  equipe: z.object({ id: z.number().int(), nome: z.string() }).nullable(),
  acao: z.string(),
  entidade: z.string(),
  entidadeId: z.string(),
  antes: z.unknown(),
  depois: z.unknown(),
  em: z.string(),
});

export const auditPage = z.object({
  itens: z.array(auditEntry),
  pagina: z.number().int(),
  porPagina: z.number().int(),
  total: z.number().int(),
});

/** Which store a staff member acts for on a store's routes (the board), when they have several. */
export const staffStoreQuery = z.object({ lojaId: queryId('lojaId').optional() });

/** PUT /api/gestao/eu/senha: the signed-in member's own password. */
export const staffPasswordBody = z
  .object({
    senhaAtual: z
      .string({ error: 'O campo senha atual é obrigatório!' })
      .min(1, { error: 'O campo senha atual é obrigatório!' })
      .max(200),
    senhaNova: z
      .string({ error: 'O campo nova senha é obrigatório!' })
      .min(12, { error: 'A nova senha deve ter ao menos 12 caracteres.' })
      .max(200, { error: 'A nova senha deve ter no máximo 200 caracteres.' }),
  })
  .refine((body) => body.senhaNova !== body.senhaAtual, {
    error: 'A nova senha deve ser diferente da atual.',
    path: ['senhaNova'],
  });

/** A password generated by an admin's reset, shown once. */
export const staffPasswordReset = z.object({ senha: z.string() });
