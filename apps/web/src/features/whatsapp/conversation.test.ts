import { describe, expect, it } from 'vitest';
import { purchaseChannelKey } from '../../lib/analytics.ts';
import { readSuggestedCep } from '../addresses/address-prefill.ts';
import { readFlow } from '../auth/flow-state.ts';
import { startWhatsappPurchase } from './conversation.ts';

describe('startWhatsappPurchase', () => {
  it('marks the purchase as WhatsApp’s and pre-fills the phone and the CEP the bot knew', () => {
    startWhatsappPurchase({
      celular: '(61) 98765-4321',
      nome: 'Rita Sato',
      endereco: { cep: '70862-020', numero: '101' },
    });
    expect(purchaseChannelKey.read()).toBe('whatsapp');
    expect(readFlow().celular).toBe('(61) 98765-4321');
    expect(readSuggestedCep()).toBe('70862-020');
  });

  it('leaves the address search empty when the bot knew no address', () => {
    sessionStorage.clear();
    startWhatsappPurchase({ celular: '(61) 98765-4321', nome: null, endereco: null });
    expect(readSuggestedCep()).toBe('');
  });
});
