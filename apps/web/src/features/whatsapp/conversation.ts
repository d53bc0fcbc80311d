import type { WhatsappConversation } from '@comanda/contract';
import { purchaseChannelKey } from '../../lib/analytics.ts';
import { prefillAddressCep } from '../addresses/index.ts';
import { prefillLoginPhone } from '../auth/index.ts';

/**
 * What an opened WhatsApp link leaves in the app: the purchase channel (§2 canal-compra, which the page views and
 * the order then carry) and what the bot knew, pre-filled where the customer would type it — the phone at the
 * SMS login, the CEP at the address search.
 */
export function startWhatsappPurchase(conversation: WhatsappConversation): void {
  purchaseChannelKey.write('whatsapp');
  prefillLoginPhone(conversation.celular);
  if (conversation.endereco) prefillAddressCep(conversation.endereco.cep);
}
