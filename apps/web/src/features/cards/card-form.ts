import type { CardMethod } from '@comanda/contract';
import {
  CARD_BRAND_FORMATS,
  type CardFormInput,
  detectCardBrand,
  maskCardExpiry,
  maskCardNumber,
  maskCpf,
  type NormalizedCardForm,
  onlyDigits,
  parseCardExpiry,
  validateCardForm,
} from '@comanda/domain';
import { z } from 'zod';
import type { SaveCardRequest } from './api/save-card.ts';
import type { TokenizationCard } from './api/tokenize-card.ts';

/** The card types the form offers (§3 Card `tipo`). */
export const CARD_TYPES = ['Crédito', 'Débito'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The add-card form as typed: §3 Card form plus the card's type. */
export interface CardFormValues extends CardFormInput {
  tipo: CardType;
}

/** The form after §5's rules: trimmed, bare-digit number, upper-cased titular, detected brand. */
export type ValidCardForm = { [Field in keyof NormalizedCardForm]: NormalizedCardForm[Field] } & {
  tipo: CardType;
};

export const EMPTY_CARD_FORM: CardFormValues = {
  apelido: '',
  numero: '',
  validade: '',
  cvv: '',
  titular: '',
  cpf: '',
  tipo: 'Crédito',
};

/** Longest text each field takes (§5: number 19 with spaces, validade 5, CPF 14; the others as the API's). */
export const CARD_FIELD_MAX_LENGTH = {
  apelido: 40,
  numero: 19,
  validade: 5,
  titular: 80,
  cpf: 14,
} as const;

/**
 * The card form checked by the `@comanda/domain` card-form rules at `now()` (§5), each message on its field:
 * 'O campo {label} é obrigatório!', 'Data de validade expirada!', 'CPF inválido!' and the rest.
 */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      apelido: z.string(),
      numero: z.string(),
      validade: z.string(),
      cvv: z.string(),
      titular: z.string(),
      cpf: z.string(),
      tipo: z.enum(CARD_TYPES),
    })
    .transform((values, ctx): ValidCardForm => {
      const result = validateCardForm(values, now());
      if (result.ok) return { ...result.values, tipo: values.tipo };
      for (const [field, message] of Object.entries(result.errors))
        ctx.addIssue({ code: 'custom', path: [field], message });
      return z.NEVER;
    });
}

/** CVV digits for the brand the number shows so far: 4 for Amex, else 3 (§5). */
export function cvvLength(cardNumber: string): number {
  const brand = detectCardBrand(cardNumber);
  return brand ? CARD_BRAND_FORMATS[brand].cvvLength : 3;
}

/** §5 masks and the upper-cased titular, applied while typing. */
export const cardInputFilters: Record<keyof CardFormInput, (value: string) => string> = {
  apelido: (value) => value,
  numero: maskCardNumber,
  validade: maskCardExpiry,
  cvv: (value) => onlyDigits(value, 4),
  titular: (value) => value.toLocaleUpperCase('pt-BR'),
  cpf: maskCpf,
};

/**
 * The POST cartao body: the card data itself, or the browser token in place of the number and CVV. `metodo` goes
 * along only as 'braspag' (§7).
 */
export function saveCardRequest(
  form: ValidCardForm,
  options: { metodo: CardMethod; doacao: boolean; token?: string | undefined },
): SaveCardRequest {
  const { bandeira: _brand, numero, cvv, ...fields } = form;
  return {
    ...fields,
    ...(options.token ? { token_cartao: options.token } : { numero, cvv }),
    doacao: options.doacao,
    ...(options.metodo === 'braspag' ? { metodo: 'braspag' as const } : {}),
  };
}

/** The card as the provider's browser tokenization takes it; the validade as month and four-digit year. */
export function tokenizationCard(form: ValidCardForm): TokenizationCard {
  const expiry = parseCardExpiry(form.validade);
  if (!expiry) throw new Error('a valid card form has a validade');
  return {
    number: form.numero,
    holder_name: form.titular,
    exp_month: expiry.month,
    exp_year: expiry.year,
    cvv: form.cvv,
  };
}
