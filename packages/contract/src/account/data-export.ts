import { z } from 'zod';
import { savedAddress } from '../addresses/addresses.ts';
import { donation } from '../donations/donations.ts';
import { order } from '../orders/orders.ts';
import { savedCard } from '../payments/cards.ts';
import { reservation } from '../reservations/reservations.ts';
import { supportMessage } from '../support/support.ts';
import { user } from './user.ts';

/** An instant as ISO 8601 in UTC ('2025-06-03T15:00:00.000Z'). */
const instant = z.string();

/** Who the customer is: the account's fields (masked as §3 User shows them) and every marketing consent. */
export const exportedProfile = user
  .pick({ id_externo: true, nome: true, celular: true, email: true, cpf: true })
  .extend({
    email_verificado: z.boolean(),
    /** 'yyyy-mm-dd', or null when not given. */
    data_nascimento: z.string().nullable(),
    criado_em: instant,
    atualizado_em: instant,
    /** The marketing channels as they are now. */
    marketing: z.object({ push: z.boolean(), email: z.boolean(), sms: z.boolean() }),
    /** Every consent change, newest first: channel, granted or withdrawn, and where (sign-up or settings). */
    consentimentos: z.array(
      z.object({
        canal: z.enum(['push', 'email', 'sms']),
        concedido: z.boolean(),
        origem: z.enum(['cadastro', 'configuracoes']),
        data: instant,
      }),
    ),
  });

/** A notification sent to the customer (the whole history, not only the screen's latest). */
export const exportedNotification = z.object({
  id: z.number().int(),
  titulo: z.string(),
  mensagem: z.string(),
  criado_em: instant,
});

/** A device registered for push: never its token or subscription keys. */
export const exportedDevice = z.object({
  id: z.number().int(),
  plataforma: z.enum(['android', 'ios', 'web']),
  registrado_em: instant,
  atualizado_em: instant,
});

/** The Shinguru membership, points ledger and wallet; null when the customer is not a member. */
export const exportedLoyalty = z
  .object({
    membro_desde: instant,
    versao_termos: z.string(),
    mostrar_shinguru: z.boolean(),
    saldo_pontos: z.number().int(),
    /** Every ledger entry, newest first: credits per completed order, their reversals and adjustments. */
    extrato: z.array(
      z.object({
        tipo: z.enum(['credito', 'estorno', 'ajuste']),
        pontos: z.number().int(),
        pedido_id: z.number().int().nullable(),
        motivo: z.string().nullable(),
        data: instant,
      }),
    ),
    carteira: z.array(
      z.object({
        beneficio: z.string(),
        estado: z.enum(['disponivel', 'reservado', 'utilizado', 'expirado']),
        concedido_em: instant,
        valido_ate: instant.nullable(),
        utilizado_em: instant.nullable(),
        pedido_id: z.number().int().nullable(),
      }),
    ),
  })
  .nullable();

/**
 * GET /api/cliente/exportacao (LGPD art. 18): everything the app keeps about the logged-in customer. Orders and
 * donations as GET pedido / GET doacao show them, without an open Pix charge; cards as the wallet lists them (brand,
 * last four digits, nickname — never a token). Money as `{ valor, texto }` in centavos.
 */
export const dataExport = z.object({
  gerado_em: instant,
  perfil: exportedProfile,
  enderecos: z.array(savedAddress),
  pedidos: z.array(order.omit({ pix: true, pontos_shinguru: true })),
  cartoes: z.array(savedCard),
  notificacoes: z.array(exportedNotification),
  reservas: z.array(reservation),
  doacoes: z.array(donation.omit({ pix: true })),
  dispositivos: z.array(exportedDevice),
  shinguru: exportedLoyalty,
  atendimento: z.array(supportMessage.extend({ loja: z.string() })),
});
export type DataExport = z.infer<typeof dataExport>;
