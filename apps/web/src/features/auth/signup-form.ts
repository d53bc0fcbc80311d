import {
  type AccountFormErrors,
  maskCpf,
  maskDate,
  sanitizePersonName,
  validateAccountForm,
  validateCpf,
  validatePassword,
} from '@comanda/domain';
import type { SignupDraft } from './flow-state.ts';

export type SignupErrors = AccountFormErrors & { cpf?: string; senha?: string };

/**
 * cadastro-dados: the account form's rules (§5) plus the optional CPF and password, which must be valid when
 * typed. The password is optional because a customer who signs up by phone can always log in by SMS code.
 */
export function validateSignup(draft: SignupDraft, celular: string, now: Date): SignupErrors {
  const errors: SignupErrors = validateAccountForm(
    { nome: draft.nome, celular, email: draft.email, data_nascimento: draft.dataNascimento },
    now,
  );
  if (draft.cpf.trim() !== '') {
    const cpf = validateCpf(draft.cpf);
    if (cpf) errors.cpf = cpf;
  }
  if (draft.senha !== '') {
    const senha = validatePassword(draft.senha);
    if (senha) errors.senha = senha;
  }
  return errors;
}

/** The masks and the name filter of §5, applied as the customer types. */
export const signupInputFilters: Record<keyof SignupDraft, (value: string) => string> = {
  nome: sanitizePersonName,
  email: (value) => value.trim(),
  dataNascimento: maskDate,
  cpf: maskCpf,
  senha: (value) => value,
};
