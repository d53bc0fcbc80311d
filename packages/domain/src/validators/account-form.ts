import { validateBirthDate } from './birth-date.ts';
import { validateEmail } from './email.ts';
import { MESSAGES, requiredFieldMessage, type ValidationMessage } from './messages.ts';
import { validateMobilePhone } from './mobile-phone.ts';

/** Keeps only letters (accented too), spaces and apostrophes of a typed name (§5); NFC-normalised first. */
export function sanitizePersonName(text: string): string {
  return text.normalize('NFC').replace(/[^\p{L} '’]/gu, '');
}

/** The edit-account form (§2, §5). */
export interface AccountFormInput {
  nome: string;
  celular: string;
  email: string;
  data_nascimento: string;
}

/** An account form field name. */
export type AccountFormField = keyof AccountFormInput;

/** Labels the account form's errors are listed by (§5). */
export const ACCOUNT_FORM_LABELS: Readonly<Record<AccountFormField, string>> = {
  nome: 'nome',
  celular: 'celular',
  email: 'e-mail',
  data_nascimento: 'data de nascimento',
};

/** Per-field messages of the account form; empty when the form is valid. */
export type AccountFormErrors = Partial<Record<AccountFormField, string>>;

/**
 * Validates the account form at instant `now`: nome (after sanitising), celular and e-mail required; the birth date is optional
 * (the screen does not star it) but when given must be a valid date for an age of 16–100.
 */
export function validateAccountForm(input: AccountFormInput, now: Date): AccountFormErrors {
  const errors: AccountFormErrors = {};
  const values: AccountFormInput = { ...input, nome: sanitizePersonName(input.nome) };
  const required = (field: AccountFormField, check: () => ValidationMessage) => {
    const message = values[field].trim() === '' ? requiredFieldMessage(ACCOUNT_FORM_LABELS[field]) : check();
    if (message) errors[field] = message;
  };
  required('nome', () => null);
  required('celular', () => validateMobilePhone(input.celular));
  required('email', () => validateEmail(input.email));
  if (input.data_nascimento.trim() !== '') {
    const birth = validateBirthDate(input.data_nascimento, now);
    if (birth) errors.data_nascimento = birth;
  }
  return errors;
}

/** 'Nenhum dado foi alterado.' when no field differs (after trimming) from the saved values, else null (§4). */
export function validateAccountChanged(saved: AccountFormInput, edited: AccountFormInput): ValidationMessage {
  const fields = Object.keys(ACCOUNT_FORM_LABELS) as AccountFormField[];
  return fields.some((field) => saved[field].trim() !== edited[field].trim())
    ? null
    : MESSAGES.nothingChanged;
}
