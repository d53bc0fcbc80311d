import { updateFlow } from './flow-state.ts';

/** A phone another channel already knows (the WhatsApp bot's): the SMS login starts with it, in this tab. */
export function prefillLoginPhone(celular: string): void {
  updateFlow({ celular });
}
