import { emailField, mobilePhoneField, personNameField } from '@comanda/contract';
import {
  ACCOUNT_FORM_LABELS,
  type AccountFormErrors,
  type AccountFormInput,
  maskDate,
  maskPhone,
  sanitizePersonName,
  validateAccountChanged,
  validateBirthDate,
} from '@comanda/domain';
import { z } from 'zod';
import { formErrors, ruleCheck, unlessBlank } from '../../ui/form/form-schema.ts';
import type { StoredUser } from '../auth/index.ts';
import { DEACTIVATE_ACCOUNT_LABEL, DELETE_ACCOUNT_LABEL } from './account-texts.ts';
import type { UpdateAccountRequest } from './api/update-account.ts';

/**
 * tabs/minha-conta (§5): nome (after the name filter), celular and e-mail required, as on the wire; the birth
 * date optional, and when typed a real date for an age of 16–100 at `now()`.
 */
export function accountFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    nome: personNameField,
    celular: mobilePhoneField,
    email: emailField,
    data_nascimento: z
      .string()
      .superRefine(ruleCheck(unlessBlank((value) => validateBirthDate(value, now())))),
  });
}

/** The edit-account form filled from the stored user. */
export function accountFormFromUser(user: StoredUser): AccountFormInput {
  return {
    nome: user.nome ?? '',
    celular: maskPhone(user.celular ?? ''),
    email: user.email ?? '',
    data_nascimento: user.dataNascimento ?? '',
  };
}

/** §5 masks and the name filter, applied while typing. */
export const accountInputFilters: Record<keyof AccountFormInput, (value: string) => string> = {
  nome: sanitizePersonName,
  celular: maskPhone,
  email: (value) => value.trim(),
  data_nascimento: maskDate,
};

export type AccountChange =
  | { kind: 'unchanged'; message: string }
  | { kind: 'save'; body: UpdateAccountRequest };

export type AccountSave = { kind: 'invalid'; errors: AccountFormErrors } | AccountChange;

/** §4 Account save: field rules first, then 'Nenhum dado foi alterado.' when nothing differs, else the PUT body. */
export function prepareAccountSave(
  saved: AccountFormInput,
  edited: AccountFormInput,
  now: Date,
): AccountSave {
  const errors = formErrors(
    accountFormSchema(() => now),
    edited,
    ACCOUNT_FORM_LABELS,
  );
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return accountChange(saved, edited);
}

/** A valid form: 'Nenhum dado foi alterado.' when nothing differs from what is saved (§4), else the PUT body. */
export function accountChange(saved: AccountFormInput, edited: AccountFormInput): AccountChange {
  const unchanged = validateAccountChanged(saved, edited);
  if (unchanged) return { kind: 'unchanged', message: unchanged };
  return {
    kind: 'save',
    body: {
      nome: sanitizePersonName(edited.nome).trim().replace(/\s+/g, ' '),
      celular: edited.celular,
      email: edited.email.trim(),
      dataNascimento: edited.data_nascimento.trim(),
    },
  };
}

/** §2 Confirmation modal, deactivate and delete variants. */
export const DEACTIVATE_CONFIRMATION = {
  title: DEACTIVATE_ACCOUNT_LABEL,
  message:
    'Sua conta ficará inativa e você sairá de todos os aparelhos. Para reativá-la, é só entrar de novo com o código enviado por SMS.',
  confirmText: DEACTIVATE_ACCOUNT_LABEL,
  cancelText: 'Cancelar',
  destructive: true,
} as const;

export const DELETE_CONFIRMATION = {
  title: DELETE_ACCOUNT_LABEL,
  message:
    'Esta ação não pode ser desfeita: seus dados pessoais, endereços, cartões e notificações serão apagados e você sairá de todos os aparelhos.',
  confirmText: DELETE_ACCOUNT_LABEL,
  cancelText: 'Cancelar',
  destructive: true,
} as const;
