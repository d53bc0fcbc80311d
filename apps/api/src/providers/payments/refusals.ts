import type { HttpOutcome } from '../http/index.ts';

/** Codes of provider failures: nothing was decided about the card; the message is for the customer. */
export type ProviderFailureCode =
  | 'payment_provider_unavailable'
  | 'payment_provider_error'
  | 'payment_provider_invalid_answer'
  | 'payment_request_rejected';

/** The provider failed or answered something unusable. `detail` is for logs: never card data, never a body. */
export interface ProviderFailure {
  code: ProviderFailureCode;
  message: string;
  detail: string;
}

/**
 * Why a card operation was refused: a stable snake_case code clients can branch on, the pt-BR message shown to the
 * customer, and whether the saved card must be registered again (`falha_transacao` 1, §3/§9).
 */
export const CARD_REFUSALS = {
  card_declined: {
    message: 'Pagamento não autorizado pelo banco emissor. Tente outro cartão ou fale com o seu banco.',
    cardUnusable: false,
  },
  card_insufficient_funds: {
    message: 'Pagamento não autorizado: saldo ou limite insuficiente. Tente outro cartão.',
    cardUnusable: false,
  },
  card_expired: {
    message: 'Cartão vencido. Cadastre o cartão novamente com a nova validade ou use outro cartão.',
    cardUnusable: true,
  },
  card_blocked: {
    message: 'Cartão bloqueado. Fale com o seu banco ou use outro cartão.',
    cardUnusable: false,
  },
  card_canceled: {
    message: 'Este cartão foi cancelado pelo banco emissor. Use outro cartão.',
    cardUnusable: true,
  },
  card_invalid: {
    message: 'Dados do cartão inválidos. Confira o número, a validade e o CVV.',
    cardUnusable: false,
  },
  card_cvv_invalid: {
    message: 'Código de segurança (CVV) inválido. Confira e tente novamente.',
    cardUnusable: false,
  },
  card_problem: {
    message: 'Houve um problema com o cartão. Fale com o seu banco ou use outro cartão.',
    cardUnusable: false,
  },
  card_suspected_fraud: {
    message: 'Pagamento recusado por segurança. Use outro cartão ou fale com o seu banco.',
    cardUnusable: false,
  },
  card_not_supported: {
    message: 'Este cartão não é aceito para este pagamento. Use outro cartão.',
    cardUnusable: false,
  },
  card_amount_invalid: {
    message: 'O valor do pagamento não foi aceito pelo banco emissor.',
    cardUnusable: false,
  },
  card_issuer_unavailable: {
    message: 'O banco emissor do cartão não respondeu a tempo. Tente novamente em instantes.',
    cardUnusable: false,
  },
  card_processing_error: {
    message: 'Não foi possível processar o pagamento com este cartão. Tente novamente.',
    cardUnusable: false,
  },
  card_unavailable: {
    message:
      'Após uma atualização do sistema de pagamentos, os dados deste cartão não estão disponíveis para esta unidade. Cadastre o cartão novamente.',
    cardUnusable: true,
  },
  payment_operation_not_allowed: {
    message: 'Não foi possível concluir esta operação no pagamento.',
    cardUnusable: false,
  },
} as const satisfies Record<string, { message: string; cardUnusable: boolean }>;

export type CardRefusalCode = keyof typeof CARD_REFUSALS;

export interface CardRefusal {
  code: CardRefusalCode;
  /** pt-BR, shown to the customer. */
  message: string;
  /** The provider's own return code (e.g. Cielo ReturnCode '05', an ABECS code), for logs and support. */
  providerCode: string | null;
  /** The saved card must be registered again (`falha_transacao` 1). */
  cardUnusable: boolean;
}

export function refusal(code: CardRefusalCode, providerCode: string | null = null): CardRefusal {
  const { message, cardUnusable } = CARD_REFUSALS[code];
  return { code, message, providerCode, cardUnusable };
}

/**
 * ABECS standard return codes for refused authorisations (the Brazilian card industry norm of 2020; Cielo's
 * `ProviderReturnCode` and, from August 2026, Pagar.me's `acquirer_return_code`). Codes not listed are a plain
 * `card_declined`.
 */
const ABECS: Readonly<Record<string, CardRefusalCode>> = {
  '04': 'card_processing_error',
  '05': 'card_declined',
  '06': 'card_processing_error',
  '12': 'card_invalid',
  '13': 'card_amount_invalid',
  '14': 'card_invalid',
  '19': 'card_processing_error',
  '23': 'card_amount_invalid',
  '41': 'card_blocked',
  '43': 'card_blocked',
  '46': 'card_canceled',
  '51': 'card_insufficient_funds',
  '54': 'card_expired',
  '56': 'card_invalid',
  '57': 'card_not_supported',
  '58': 'card_not_supported',
  '59': 'card_suspected_fraud',
  '61': 'card_insufficient_funds',
  '62': 'card_blocked',
  '63': 'card_suspected_fraud',
  '65': 'card_insufficient_funds',
  '75': 'card_blocked',
  '78': 'card_blocked',
  '79': 'card_canceled',
  '80': 'card_issuer_unavailable',
  '82': 'card_invalid',
  '91': 'card_issuer_unavailable',
  '96': 'card_processing_error',
  N7: 'card_cvv_invalid',
  AC: 'card_not_supported',
};

/**
 * Pagar.me's own (Stone) acquirer codes, returned by API v5 until its switch to ABECS codes (docs.pagar.me
 * "Códigos de retorno padrão ABECS"). Codes not listed are a plain `card_declined`.
 */
const PAGARME_LEGACY: Readonly<Record<string, CardRefusalCode>> = {
  '1000': 'card_declined',
  '1001': 'card_expired',
  '1002': 'card_suspected_fraud',
  '1004': 'card_blocked',
  '1010': 'card_amount_invalid',
  '1011': 'card_invalid',
  '1016': 'card_insufficient_funds',
  '1025': 'card_blocked',
  '1029': 'card_suspected_fraud',
  '1032': 'card_blocked',
  '1045': 'card_cvv_invalid',
  '2000': 'card_declined',
};

/**
 * Cielo API 3.0 `ReturnCode`s of its e-commerce manual and sandbox ("Simulado": 05 not authorised, 57 expired,
 * 78 blocked, 99 time-out, 77 cancelled, 70 card problem). Where Cielo's table differs from ABECS (57), Cielo's
 * meaning wins for Cielo answers.
 */
const CIELO: Readonly<Record<string, CardRefusalCode>> = {
  ...ABECS,
  '57': 'card_expired',
  '70': 'card_problem',
  '77': 'card_canceled',
  '99': 'card_issuer_unavailable',
};

function normalizeCode(code: string | null): string | null {
  if (code === null) return null;
  const trimmed = code.trim().toUpperCase();
  if (trimmed === '') return null;
  return /^\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
}

/** A refusal from an ABECS (or legacy Pagar.me) return code. */
export function refusalFromPagarmeCode(code: string | null): CardRefusal {
  const normalized = normalizeCode(code);
  const mapped = normalized ? (PAGARME_LEGACY[normalized] ?? ABECS[normalized]) : undefined;
  return refusal(mapped ?? 'card_declined', normalized);
}

/** A refusal from a Cielo ReturnCode. */
export function refusalFromCieloCode(code: string | null): CardRefusal {
  const normalized = normalizeCode(code);
  const mapped = normalized ? CIELO[normalized] : undefined;
  return refusal(mapped ?? 'card_declined', normalized);
}

const FAILURE_MESSAGES: Record<ProviderFailureCode, string> = {
  payment_provider_unavailable:
    'Não foi possível falar com o serviço de pagamentos agora. Nenhum valor foi cobrado; tente novamente.',
  payment_provider_error: 'O serviço de pagamentos está com problemas. Tente novamente em instantes.',
  payment_provider_invalid_answer: 'O serviço de pagamentos respondeu de forma inesperada. Tente novamente.',
  payment_request_rejected: 'O serviço de pagamentos recusou a operação. Tente novamente mais tarde.',
};

/** Shown while a payment's outcome is being confirmed (the app shows "processing", never an error). */
export const PAYMENT_PENDING_MESSAGE = 'Estamos confirmando o pagamento. Isso pode levar alguns instantes.';

/** Long digit runs (card numbers) are cut from anything that may reach a log. */
export function scrubDigits(text: string): string {
  return text.replace(/\d[\d .-]{10,}\d/g, '[redacted]');
}

export function failure(code: ProviderFailureCode, detail: string): ProviderFailure {
  return { code, message: FAILURE_MESSAGES[code], detail: scrubDigits(detail).slice(0, 300) };
}

/**
 * The failure of a call that moves no money, from what the transport saw: not sent or no answer (provider
 * unavailable), a 5xx, a 4xx (the request was refused; `rejectedDetail` names the provider's error codes), or an
 * answer that could not be read.
 */
export function transportFailure(
  outcome: HttpOutcome,
  rejectedDetail: (json: unknown) => string = () => '',
): { outcome: 'failed'; failure: ProviderFailure } {
  if (outcome.kind === 'not_sent')
    return {
      outcome: 'failed',
      failure: failure('payment_provider_unavailable', `not sent: ${outcome.reason}`),
    };
  if (outcome.kind === 'no_answer')
    return {
      outcome: 'failed',
      failure: failure('payment_provider_unavailable', `no answer: ${outcome.reason}`),
    };
  if (outcome.status >= 500)
    return { outcome: 'failed', failure: failure('payment_provider_error', `HTTP ${outcome.status}`) };
  if (outcome.status >= 400)
    return {
      outcome: 'failed',
      failure: failure(
        'payment_request_rejected',
        `HTTP ${outcome.status} ${rejectedDetail(outcome.json)}`.trim(),
      ),
    };
  return { outcome: 'failed', failure: failure('payment_provider_invalid_answer', `HTTP ${outcome.status}`) };
}
