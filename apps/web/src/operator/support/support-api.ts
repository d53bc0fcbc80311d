import type { OperatorConversation, SupportMessage, SupportThread } from '@comanda/contract';
import { call } from '../operator-api.ts';

export const SUPPORT_EVENTS_URL = '/api/operador/atendimento/eventos';

/** GET /api/operador/atendimento: the store's conversations, the most recent first. */
export function fetchThreads(key: string): Promise<SupportThread[]> {
  return call<SupportThread[]>(key, '/operador/atendimento', {});
}

/** GET /api/operador/atendimento/:clienteId: one conversation (what the customer wrote becomes read). */
export function fetchConversation(key: string, clienteId: number): Promise<OperatorConversation> {
  return call<OperatorConversation>(key, `/operador/atendimento/${clienteId}`, {});
}

/** POST /api/operador/atendimento/:clienteId: the team's answer. */
export function answerCustomer(key: string, clienteId: number, texto: string): Promise<SupportMessage> {
  return call<SupportMessage>(key, `/operador/atendimento/${clienteId}`, { method: 'POST', body: { texto } });
}
