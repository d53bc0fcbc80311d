import { z } from 'zod';
import {
  emailField,
  mobilePhoneField,
  optionalBirthDateField,
  optionalCpfField,
  passwordField,
  personNameField,
  requiredString,
  verificationCodeField,
} from '../account/fields.ts';
import { user } from '../account/user.ts';

const opaque = (label: string) => requiredString(label).min(16).max(200);

/** A logged-in session: the user (with its access token in `jwt`) and a single-use refresh token. */
export const session = z.object({
  usuario: user,
  refresh_token: z.string(),
  /** Seconds until `usuario.jwt` expires; renew with POST /api/auth/refresh. */
  expira_em: z.number().int(),
});
export type Session = z.infer<typeof session>;

/** Answer to any "send me a code" request: the same whether or not an account exists. */
export const codeSent = z.object({
  /** Masked destination ('(61) 9****-4321' or 'm***@exemplo.com'). */
  destino: z.string(),
  /** Seconds the code stays valid. */
  expira_em: z.number().int(),
  /** Seconds the app should wait before offering to resend. */
  reenviar_em: z.number().int(),
});
export type CodeSent = z.infer<typeof codeSent>;

/** POST /api/auth/codigo: send a login code by SMS. */
export const phoneCodeBody = z.object({ celular: mobilePhoneField });

/** POST /api/auth/login-telefone. */
export const phoneLoginBody = z.object({ celular: mobilePhoneField, codigo: verificationCodeField });

/** Answer of POST /api/auth/login-telefone: a session, or a sign-up ticket when the number has no account yet. */
export const phoneLoginResult = z.discriminatedUnion('tipo', [
  session.extend({ tipo: z.literal('sessao') }),
  z.object({
    tipo: z.literal('cadastro'),
    /** Single-use ticket for POST /api/auth/cadastro. */
    ticket: z.string(),
    /** The confirmed number, masked. */
    celular: z.string(),
    /** Seconds the ticket stays valid. */
    expira_em: z.number().int(),
  }),
]);
export type PhoneLoginResult = z.infer<typeof phoneLoginResult>;

const consent = z.boolean().default(false);

/** POST /api/auth/cadastro (cadastro-dados + cadastro-permissoes). Marketing consents default to off. */
export const signupBody = z.object({
  ticket: opaque('ticket'),
  nome: personNameField,
  celular: mobilePhoneField,
  email: emailField,
  dataNascimento: optionalBirthDateField,
  cpf: optionalCpfField,
  senha: passwordField.optional(),
  notificacoesMarketingPush: consent,
  notificacoesMarketingEmail: consent,
  notificacoesMarketingSms: consent,
});
export type SignupBody = z.infer<typeof signupBody>;

/** POST /api/auth/login-email. */
export const emailLoginBody = z.object({
  email: emailField,
  senha: z
    .string({ error: 'O campo senha é obrigatório!' })
    .min(1, { error: 'O campo senha é obrigatório!' })
    .max(200),
});

/** POST /api/auth/email/confirmar: the code sent to the logged-in customer's e-mail. */
export const emailConfirmBody = z.object({ codigo: verificationCodeField });

/** POST /api/auth/senha/codigo (esqueci-senha-um). */
export const passwordCodeBody = z.object({ email: emailField });

/** POST /api/auth/senha/validar (esqueci-senha-dois): exchanges the code for a reset ticket. */
export const passwordCodeCheckBody = z.object({ email: emailField, codigo: verificationCodeField });
export const passwordResetTicket = z.object({ ticket: z.string(), expira_em: z.number().int() });

/** POST /api/auth/senha/redefinir (esqueci-senha-tres). */
export const passwordResetBody = z.object({
  email: emailField,
  ticket: opaque('ticket'),
  senha: passwordField,
});

/** POST /api/auth/refresh. */
export const refreshBody = z.object({ refresh_token: opaque('refresh_token') });

/** POST /api/auth/logout: ends this session (its refresh token), or every session with `todas`. */
export const logoutBody = z
  .object({ refresh_token: z.string().max(200).optional(), todas: z.boolean().default(false) })
  .default({ todas: false });
