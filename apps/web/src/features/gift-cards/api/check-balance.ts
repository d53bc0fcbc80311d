import type { GiftCardBalance } from '@comanda/contract';
import { api, type Envelope } from '../../../lib/api-client.ts';

/**
 * POST /api/consultar_saldo_todo (§7): the card's balance, masked number, expiry and error_code; the message says
 * why a card with an error_code cannot pay (§8).
 */
export async function checkGiftCardBalance(
  numero: string,
  senha: string,
): Promise<{ data: GiftCardBalance; message: string | undefined }> {
  const envelope = await api.post<Envelope<GiftCardBalance>>('consultar_saldo_todo', {
    body: { numero_cartao: numero.trim(), senha_cartao: senha.trim() },
    envelope: true,
  });
  return { data: envelope.data as GiftCardBalance, message: envelope.message };
}
