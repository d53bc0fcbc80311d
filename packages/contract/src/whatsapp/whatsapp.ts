import { z } from 'zod';
import { mobilePhoneField } from '../account/fields.ts';
import { cepField } from '../addresses/addresses.ts';

const text = (max: number) => z.string().trim().min(1).max(max);

/** What the app is told of the delivery address the bot knew (the CEP masked 00000-000). */
export const whatsappAddress = z.object({
  cep: z.string(),
  logradouro: z.string().optional(),
  numero: z.string().optional(),
  complemento: z.string().optional(),
  bairro: z.string().optional(),
  cidade: z.string().optional(),
  estado: z.string().optional(),
});
export type WhatsappAddress = z.infer<typeof whatsappAddress>;

/** What the brand's WhatsApp bot sends of the delivery address (all optional but the CEP). */
const whatsappAddressInput = z.object({
  cep: cepField,
  logradouro: text(120).optional(),
  numero: text(20).optional(),
  complemento: text(80).optional(),
  bairro: text(80).optional(),
  cidade: text(80).optional(),
  estado: z.string().trim().length(2).toUpperCase().optional(),
});

/** POST /api/whatsapp/conversa (server to server, X-Api-Key): what the bot knows of the customer. */
export const whatsappLinkBody = z.object({
  celular: mobilePhoneField,
  nome: text(80).optional(),
  endereco: whatsappAddressInput.optional(),
});
export type WhatsappLinkBody = z.infer<typeof whatsappLinkBody>;

/** The link the bot sends to the customer: single use, valid until `expira_em`. */
export const whatsappLink = z.object({
  uuid: z.uuid(),
  url: z.string(),
  expira_em: z.string(),
});

export const whatsappLinkParams = z.object({ uuid: z.string().max(64) });

/** POST /api/whatsapp/{uuid} (the app, on opening the link): what the app pre-fills. */
export const whatsappConversation = z.object({
  celular: z.string(),
  nome: z.string().nullable(),
  endereco: whatsappAddress.nullable(),
});
export type WhatsappConversation = z.infer<typeof whatsappConversation>;
