import { emailField, mobilePhoneField, personNameField } from '@comanda/contract';
import {
  type AccountFormErrors,
  maskCpf,
  maskDate,
  sanitizePersonName,
  validateBirthDate,
  validateCpf,
  validatePassword,
} from '@comanda/domain';
import { z } from 'zod';
import { formErrors, ruleCheck, unlessBlank } from '../../ui/form/form-schema.ts';
import type { SignupDraft } from './flow-state.ts';

export type SignupErrors = AccountFormErrors & { cpf?: string; senha?: string };

/**
 * cadastro-dados: the account form's rules (§5) — celular is the confirmed number — plus the optional birth date,
 * CPF and password, each checked when typed. The password is optional because a customer who signs up by phone
 * can always log in by SMS code.
 */
export function signupFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    nome: personNameField,
    celular: mobilePhoneField,
    email: emailField,
    dataNascimento: z
      .string()
      .superRefine(ruleCheck(unlessBlank((value) => validateBirthDate(value, now())))),
    cpf: z.string().superRefine(ruleCheck(unlessBlank(validateCpf))),
    senha: z.string().superRefine(ruleCheck((value) => (value === '' ? null : validatePassword(value)))),
  });
}

/** The sign-up form's messages for this draft, by the account form's field names (`data_nascimento`). */
export function validateSignup(draft: SignupDraft, celular: string, now: Date): SignupErrors {
  const { dataNascimento, ...errors } = formErrors(
    signupFormSchema(() => now),
    { ...draft, celular },
  );
  return dataNascimento ? { ...errors, data_nascimento: dataNascimento } : errors;
}

/** The masks and the name filter of §5, applied as the customer types. */
export const signupInputFilters: Record<keyof SignupDraft, (value: string) => string> = {
  nome: sanitizePersonName,
  email: (value) => value.trim(),
  dataNascimento: maskDate,
  cpf: maskCpf,
  senha: (value) => value,
};
