import type { PaymentOptionsData } from '@comanda/contract';
import { ApiError, REQUEST_FAILED_MESSAGE } from '../../../lib/api-client.ts';

export type BrowserTokenization = NonNullable<PaymentOptionsData['tokenizacao']>;

/** The card as the provider's tokenization takes it (Pagar.me `POST /tokens`). */
export interface TokenizationCard {
  number: string;
  holder_name: string;
  exp_month: number;
  exp_year: number;
  cvv: string;
}

/** What the customer reads when the provider refuses the card data itself. */
export const TOKENIZATION_REFUSED_MESSAGE =
  'Dados do cartão inválidos. Confira o número, a validade e o CVV.';

/** The tokenization address with the store's public key as `appId` (kept when the address already has it). */
export function tokenizationUrl(tokenization: BrowserTokenization): string {
  const url = new URL(tokenization.url, window.location.href);
  if (!url.searchParams.has('appId')) url.searchParams.set('appId', tokenization.chave_publica);
  return url.toString();
}

/**
 * Hands the card to the provider straight from the browser and answers its single-use token, so the number and
 * the CVV never reach the API (docs/payments.md, "Browser tokenization"). No Authorization header goes along.
 */
export async function tokenizeCard(
  tokenization: BrowserTokenization,
  card: TokenizationCard,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(tokenizationUrl(tokenization), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ type: 'card', card }),
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(REQUEST_FAILED_MESSAGE, 0, { code: 'network_error' });
  }
  const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
  if (response.ok && typeof body?.id === 'string') return body.id;
  if (response.status >= 400 && response.status < 500)
    throw new ApiError(TOKENIZATION_REFUSED_MESSAGE, response.status, { code: 'card_invalid' });
  throw new ApiError(REQUEST_FAILED_MESSAGE, response.status >= 500 ? response.status : 502);
}
