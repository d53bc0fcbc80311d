/** The spec's user-visible validation messages (§5, §8), verbatim; plus the few the spec leaves open (marked). */
export const MESSAGES = {
  cpf: 'CPF inválido!',
  /** Not in the spec: worded like the CPF message. */
  cnpj: 'CNPJ inválido!',
  email: 'E-mail inválido!',
  mobilePhone: 'Número de celular inválido!',
  password: 'A senha não atende aos requisitos mínimos!',
  birthDate: 'Data de nascimento inválida!',
  cep: 'CEP inválido!',
  /** Not in the spec: the gift-card password minimum (§9: 6 characters). */
  giftCardPassword: 'A senha do Gift Card deve ter no mínimo 6 caracteres.',
  giftCardZeroBalance: 'O saldo do seu Gift Card é zero. Tente adicionar outro Gift Card.',
  giftCardBlocked: 'O seu Gift Card está bloqueado. Tente adicionar outro Gift Card.',
  giftCardFailure: 'Houve um problema ao resgatar o seu Gift Card. Por favor, tente adicionar novamente.',
  couponRequired: 'O cupom é obrigatório!',
  cardExpired: 'Data de validade expirada!',
  /** Not in the spec: a validade that is not a real MM/YY month. */
  cardExpiryInvalid: 'Data de validade inválida!',
  /** Not in the spec: a number that fails Luhn, has the wrong length or an unsupported brand. */
  cardNumber: 'Número de cartão inválido!',
  /** Not in the spec: a CVV of the wrong length (3 digits, 4 for Amex). */
  cvv: 'CVV inválido!',
  cardLimit: 'Você só pode cadastrar até 5 cartões!',
  nothingChanged: 'Nenhum dado foi alterado.',
} as const;

/** 'O campo {label} é obrigatório!' for a required field that is empty after trimming. */
export function requiredFieldMessage(label: string): string {
  return `O campo ${label} é obrigatório!`;
}

/** A validator's answer: the spec's message when the value is invalid, null when it is valid. */
export type ValidationMessage = string | null;
