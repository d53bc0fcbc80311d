import { number, object, optional, string } from '../../lib/schema.ts';
import { defineSessionKey } from '../../lib/session-storage.ts';

/**
 * What the multi-step auth flows carry from one screen to the next (the number being confirmed, the sign-up
 * ticket, the reset e-mail …). Kept in sessionStorage: it survives a reload of a step, not the tab, and it is
 * never the account's data, so it stays out of the brand's localStorage keys.
 */
export interface AuthFlow {
  /** Where to go once logged in. */
  returnTo?: string;
  celular?: string;
  /** Masked destination of the last code sent. */
  destino?: string;
  /** Epoch ms after which the last code may be sent again. */
  resendAt?: number;
  signupTicket?: string;
  signup?: SignupDraft;
  resetEmail?: string;
  resetTicket?: string;
}

export interface SignupDraft {
  nome: string;
  email: string;
  dataNascimento: string;
  cpf: string;
  senha: string;
}

const signupDraft = object({
  nome: string,
  email: string,
  dataNascimento: string,
  cpf: string,
  senha: string,
});

const flowKey = defineSessionKey<AuthFlow>(
  'auth-flow',
  object({
    returnTo: optional(string),
    celular: optional(string),
    destino: optional(string),
    resendAt: optional(number),
    signupTicket: optional(string),
    signup: optional(signupDraft),
    resetEmail: optional(string),
    resetTicket: optional(string),
  }),
);

export function readFlow(): AuthFlow {
  return flowKey.read() ?? {};
}

export function updateFlow(patch: Partial<AuthFlow>): AuthFlow {
  const next = { ...readFlow(), ...patch };
  flowKey.write(next);
  return next;
}

/** Ends a flow, keeping only where the customer wanted to go. */
export function finishFlow(): string {
  const target = readFlow().returnTo ?? '/tabs/cardapio';
  flowKey.remove();
  return target;
}

const AUTH_PATHS =
  /^\/(login|login-email|login-telefone|confirmar-codigo|cadastro-dados|cadastro-permissoes|esqueci-senha-|sair)/;

/** The screen to return to after login: the one the customer came from, unless it is part of the auth flows. */
export function rememberReturnPath(lastPathname: string | undefined): void {
  if (lastPathname && !AUTH_PATHS.test(lastPathname)) updateFlow({ returnTo: lastPathname });
  else if (!readFlow().returnTo) updateFlow({ returnTo: '/tabs/cardapio' });
}
