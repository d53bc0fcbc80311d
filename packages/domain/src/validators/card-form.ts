import type { CardBrand } from './card-brand.ts';
import { validateCardExpiry } from './card-expiry.ts';
import { checkCardNumber, validateCvv } from './card-number.ts';
import { validateCpf } from './cpf.ts';
import { MESSAGES, requiredFieldMessage, type ValidationMessage } from './messages.ts';

/** Most cards a user may keep saved (§9). */
export const MAX_SAVED_CARDS = 5;

/** The card form's user-typed fields (§3 Card form). */
export interface CardFormInput {
  apelido: string;
  numero: string;
  validade: string;
  cvv: string;
  titular: string;
  cpf: string;
}

/** A card form field name. */
export type CardFormField = keyof CardFormInput;

/** The label each field is named by in 'O campo {label} é obrigatório!' (§5). */
export const CARD_FORM_LABELS: Readonly<Record<CardFormField, string>> = {
  apelido: 'apelido',
  numero: 'número',
  validade: 'validade',
  cvv: 'CVV',
  titular: 'titular',
  cpf: 'CPF',
};

/** A card form ready to send: trimmed, number as bare digits, titular upper-cased, detected brand. */
export interface NormalizedCardForm extends CardFormInput {
  bandeira: CardBrand;
}

/** Result of validating the card form: per-field messages, or the normalised values. */
export type CardFormResult =
  | { ok: true; values: NormalizedCardForm }
  | { ok: false; errors: Partial<Record<CardFormField, string>> };

/** Refuses a new card when `savedCards` (count) already reaches 5: 'Você só pode cadastrar até 5 cartões!'. */
export function validateCardLimit(savedCards: number): ValidationMessage {
  return savedCards >= MAX_SAVED_CARDS ? MESSAGES.cardLimit : null;
}

/** Validates the whole card form at instant `now` (§5); values are trimmed before every check. */
export function validateCardForm(input: CardFormInput, now: Date): CardFormResult {
  const trimmed: CardFormInput = {
    apelido: input.apelido.trim(),
    numero: input.numero.trim(),
    validade: input.validade.trim(),
    cvv: input.cvv.trim(),
    titular: input.titular.trim().toLocaleUpperCase('pt-BR'),
    cpf: input.cpf.trim(),
  };
  const errors: Partial<Record<CardFormField, string>> = {};
  for (const field of Object.keys(CARD_FORM_LABELS) as CardFormField[]) {
    if (trimmed[field] === '') errors[field] = requiredFieldMessage(CARD_FORM_LABELS[field]);
  }
  const number = checkCardNumber(trimmed.numero);
  if (!errors.numero && !number.ok) errors.numero = number.message;
  const brand = number.ok ? number.brand : null;
  const expiry = errors.validade ? null : validateCardExpiry(trimmed.validade, now);
  if (expiry) errors.validade = expiry;
  const cvv = errors.cvv ? null : validateCvv(trimmed.cvv, brand);
  if (cvv) errors.cvv = cvv;
  const cpf = errors.cpf ? null : validateCpf(trimmed.cpf);
  if (cpf) errors.cpf = cpf;
  if (!number.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: { ...trimmed, numero: number.digits, bandeira: number.brand } };
}
