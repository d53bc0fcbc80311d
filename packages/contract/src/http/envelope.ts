import { z } from 'zod';
import { errorCodes } from './error-codes.ts';

/** The response envelope of every endpoint: `{ status, message?, data? }`. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), message: z.string().optional(), data });

/**
 * The error envelope: a stable machine `code` (see error-codes.ts) that clients branch on, a pt-BR message to
 * show, and for validation errors the offending fields.
 */
export const errorEnvelope = z.object({
  status: z.literal('error'),
  code: z.enum(errorCodes),
  message: z.string(),
  responseCode: z.number().int().optional(),
  errors: z.array(z.object({ campo: z.string(), mensagem: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Money on the wire: centavos plus pt-BR text. */
export const money = z.object({ valor: z.number().int(), texto: z.string() });

/** A positive integer id given in a query string. */
export const queryId = (label: string) =>
  z.coerce
    .number({ error: `O campo ${label} deve ser um número.` })
    .int({ error: `O campo ${label} deve ser um número inteiro.` })
    .positive({ error: `O campo ${label} deve ser positivo.` })
    .max(2_147_483_647, { error: `O campo ${label} é grande demais.` });
