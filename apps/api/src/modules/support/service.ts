import type {
  OperatorConversation,
  SupportConversation,
  SupportMessage,
  SupportMessageBody,
  SupportThread,
} from '@comanda/contract';
import { supportPath } from '@comanda/domain';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type { SupportEventBus } from './events.ts';
import { messageOnWire, supportRepository as repository } from './repository.ts';
import { SUPPORT_MESSAGES } from './texts.ts';

export interface SupportService {
  /** The customer's conversation with a store; what the store wrote becomes read. */
  conversation(customerId: number, storeId: number): Promise<SupportConversation>;
  /** The customer writes to a store, about one of their orders at that store or not. */
  write(customerId: number, body: SupportMessageBody): Promise<SupportMessage>;
  /** The store's conversations, the most recent first. */
  threads(storeId: number): Promise<SupportThread[]>;
  /** One conversation as the store's team reads it; what the customer wrote becomes read. */
  storeConversation(storeId: number, customerId: number): Promise<OperatorConversation>;
  /** The store's team answers a customer who wrote to it. */
  answer(storeId: number, customerId: number, texto: string): Promise<SupportMessage>;
}

/** A push to the customer's devices (the devices module's queue: sent by any process, retried). */
export type NotifyCustomer = (
  customerId: number,
  message: { title: string; body: string; url: string; tag: string },
) => Promise<void>;

/** What a push of the store's answer shows: the store's name and the start of the answer. */
const PREVIEW_LENGTH = 120;
const preview = (texto: string) =>
  texto.length > PREVIEW_LENGTH ? `${texto.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : texto;

export function supportService(
  db: Db,
  options: { clock: Clock; events: Pick<SupportEventBus, 'publish'>; notify?: NotifyCustomer },
) {
  const customerOnWire = async (customerId: number) => ({
    id: customerId,
    nome: (await repository.customerName(db, customerId)) || SUPPORT_MESSAGES.customer,
  });

  async function send(
    values: Parameters<typeof repository.insert>[1],
    customer: { id: number; nome: string },
  ): Promise<SupportMessage> {
    const mensagem = messageOnWire(await repository.insert(db, { ...values, createdAt: options.clock() }));
    options.events.publish({ lojaId: values.storeId, cliente: customer, mensagem });
    return mensagem;
  }

  const service: SupportService = {
    async conversation(customerId, storeId) {
      const loja = await repository.store(db, storeId);
      if (!loja) throw new HttpError(404, 'store_not_found', SUPPORT_MESSAGES.storeNotFound);
      await repository.markRead(db, customerId, storeId, 'cliente', options.clock());
      const rows = await repository.conversation(db, customerId, storeId);
      return { loja, mensagens: rows.map(messageOnWire) };
    },

    async write(customerId, { lojaId, texto, pedidoId }) {
      if (!(await repository.store(db, lojaId)))
        throw new HttpError(404, 'store_not_found', SUPPORT_MESSAGES.storeNotFound);
      if (pedidoId !== undefined) {
        if ((await repository.orderStore(db, customerId, pedidoId)) !== lojaId)
          throw new HttpError(404, 'order_not_found', SUPPORT_MESSAGES.orderNotFound);
      }
      return send(
        { customerId, storeId: lojaId, orderId: pedidoId ?? null, author: 'cliente', body: texto },
        await customerOnWire(customerId),
      );
    },

    async threads(storeId) {
      const rows = await repository.threads(db, storeId);
      return rows.map(({ message, nome, unread }) => ({
        cliente: { id: message.customerId, nome: nome || SUPPORT_MESSAGES.customer },
        ultima: messageOnWire(message),
        nao_lidas: unread,
      }));
    },

    async storeConversation(storeId, customerId) {
      await repository.markRead(db, customerId, storeId, 'loja', options.clock());
      const rows = await repository.conversation(db, customerId, storeId);
      if (rows.length === 0)
        throw new HttpError(404, 'support_conversation_not_found', SUPPORT_MESSAGES.conversationNotFound);
      return { cliente: await customerOnWire(customerId), mensagens: rows.map(messageOnWire) };
    },

    async answer(storeId, customerId, texto) {
      const rows = await repository.conversation(db, customerId, storeId);
      const last = rows.at(-1);
      if (!last)
        throw new HttpError(404, 'support_conversation_not_found', SUPPORT_MESSAGES.conversationNotFound);
      const mensagem = await send(
        { customerId, storeId, orderId: last.orderId, author: 'loja', body: texto },
        await customerOnWire(customerId),
      );
      // the customer may have left the app: their devices hear the answer (a push never fails the answer)
      const loja = await repository.store(db, storeId);
      await options
        .notify?.(customerId, {
          title: SUPPORT_MESSAGES.answerPushTitle(loja?.nome ?? ''),
          body: preview(texto),
          url: supportPath({ lojaId: storeId, pedidoId: last.orderId }),
          tag: `atendimento-${storeId}`,
        })
        .catch(() => undefined);
      return mensagem;
    },
  };
  return service;
}
