import { SUPPORT_MESSAGE_EMPTY, SUPPORT_MESSAGE_MAX_LENGTH, SUPPORT_MESSAGE_TOO_LONG } from '@comanda/domain';
import { z } from 'zod';
import { queryId } from '../http/envelope.ts';

const messageText = z
  .string({ error: SUPPORT_MESSAGE_EMPTY })
  .trim()
  .min(1, { error: SUPPORT_MESSAGE_EMPTY })
  .max(SUPPORT_MESSAGE_MAX_LENGTH, { error: SUPPORT_MESSAGE_TOO_LONG });

/** Who wrote a chat message: the customer or the store's team. */
export const supportAuthors = ['cliente', 'loja'] as const;
export type SupportAuthor = (typeof supportAuthors)[number];

/** One message of a conversation between a customer and a store. */
export const supportMessage = z.object({
  id: z.number().int(),
  autor: z.enum(supportAuthors),
  texto: z.string(),
  /** The order the customer was looking at when writing, if any. */
  pedido_id: z.number().int().nullable(),
  enviada_em: z.string(),
  /** When the other side first saw it. */
  lida_em: z.string().nullable(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** GET /api/atendimento: the logged-in customer's conversation with a store, oldest message first. */
export const supportConversation = z.object({
  loja: z.object({ id: z.number().int(), nome: z.string() }),
  mensagens: z.array(supportMessage),
});
export type SupportConversation = z.infer<typeof supportConversation>;

export const supportQuery = z.object({ lojaId: queryId('lojaId') });
export type SupportQuery = z.infer<typeof supportQuery>;

/** POST /api/atendimento: the customer writes to a store, about one of their orders or not. */
export const supportMessageBody = z.object({
  lojaId: queryId('lojaId'),
  texto: messageText,
  pedidoId: queryId('pedidoId').optional(),
});
export type SupportMessageBody = z.infer<typeof supportMessageBody>;

/** A customer as the store's team sees them in the chat. */
export const supportCustomer = z.object({ id: z.number().int(), nome: z.string() });

/** One conversation on the store's board: the customer, the last message and how many of theirs are unread. */
export const supportThread = z.object({
  cliente: supportCustomer,
  ultima: supportMessage,
  nao_lidas: z.number().int(),
});
export type SupportThread = z.infer<typeof supportThread>;

/** GET /api/operador/atendimento/:clienteId: one conversation, oldest message first (reading it marks it read). */
export const operatorConversation = z.object({
  cliente: supportCustomer,
  mensagens: z.array(supportMessage),
});
export type OperatorConversation = z.infer<typeof operatorConversation>;

export const operatorConversationParams = z.object({ clienteId: queryId('clienteId') });

/** POST /api/operador/atendimento/:clienteId: the store's team answers. */
export const operatorSupportBody = z.object({ texto: messageText });
export type OperatorSupportBody = z.infer<typeof operatorSupportBody>;

/** A chat message as the live streams send it (`mensagem` event): the message and its conversation. */
export const supportEvent = z.object({
  lojaId: z.number().int(),
  cliente: supportCustomer,
  mensagem: supportMessage,
});
export type SupportEvent = z.infer<typeof supportEvent>;
