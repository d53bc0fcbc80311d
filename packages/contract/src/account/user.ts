import { z } from 'zod';

/** §3 User as the API answers it: identity with masked contacts, cards, loyalty flags and marketing preferences. */
export const user = z.object({
  /** The bearer access token to send as `Authorization: Bearer …`. */
  jwt: z.string(),
  id_externo: z.string(),
  nome: z.string(),
  /** First name, for greetings. */
  nomeCurto: z.string(),
  /** Masked '(61) 99999-9999'. */
  celular: z.string(),
  email: z.string(),
  /** Whether the e-mail was confirmed by a code (cadastro-validacao-email). */
  emailVerificado: z.boolean(),
  /** 'dd/MM/yyyy', or null when not given. */
  dataNascimento: z.string().nullable(),
  /** Masked '000.000.000-00', or null when not given (adicionar-cpf). */
  cpf: z.string().nullable(),
  /** Saved cards (a later feature; empty for now). */
  cartoes: z.array(z.unknown()),
  shinguru: z.boolean(),
  mostrar_shinguru: z.boolean(),
  notificacoesMarketingEmail: z.boolean(),
  notificacoesMarketingPush: z.boolean(),
  notificacoesMarketingSms: z.boolean(),
});
export type User = z.infer<typeof user>;
