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

const KEY = 'comanda-auth-flow';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readFlow(): AuthFlow {
  try {
    return JSON.parse(session()?.getItem(KEY) ?? '{}') as AuthFlow;
  } catch {
    return {};
  }
}

export function updateFlow(patch: Partial<AuthFlow>): AuthFlow {
  const next = { ...readFlow(), ...patch };
  session()?.setItem(KEY, JSON.stringify(next));
  return next;
}

/** Ends a flow, keeping only where the customer wanted to go. */
export function finishFlow(): string {
  const target = readFlow().returnTo ?? '/tabs/cardapio';
  session()?.removeItem(KEY);
  return target;
}

const AUTH_PATHS =
  /^\/(login|login-email|login-telefone|confirmar-codigo|cadastro-dados|cadastro-permissoes|esqueci-senha-|sair)/;

/** The screen to return to after login: the one the customer came from, unless it is part of the auth flows. */
export function rememberReturnPath(lastPathname: string | undefined): void {
  if (lastPathname && !AUTH_PATHS.test(lastPathname)) updateFlow({ returnTo: lastPathname });
  else if (!readFlow().returnTo) updateFlow({ returnTo: '/tabs/cardapio' });
}
