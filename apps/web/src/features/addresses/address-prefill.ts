import { string } from '../../lib/schema.ts';
import { defineSessionKey } from '../../lib/session-storage.ts';

/** A CEP another channel already knows (the WhatsApp bot's): the address search starts with it, in this tab. */
const suggestedCep = defineSessionKey('cep-sugerido', string);

export function prefillAddressCep(cep: string): void {
  suggestedCep.write(cep);
}

export function readSuggestedCep(): string {
  return suggestedCep.read() ?? '';
}
