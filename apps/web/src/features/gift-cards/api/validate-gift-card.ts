import type { ValidatedGiftCard } from '@comanda/contract';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/validar_gift_card: accepts a card for the bag (number and password) and answers with a token that
 * /api/carrinho/calcular takes instead of the password. Refusals carry the §8 messages.
 */
export function validateGiftCard(numero: string, senha: string): Promise<ValidatedGiftCard> {
  return api.post<ValidatedGiftCard>('validar_gift_card', {
    body: { numero_cartao: numero.trim(), senha_cartao: senha.trim() },
  });
}
