import { BRAND_ID } from '@comanda/domain';
import { z } from 'zod';
import { money, queryId } from '../http/envelope.ts';

/** A latitude or longitude in a query string or body: decimal degrees within `limit`. */
export const coordinate = (label: string, limit: 90 | 180) =>
  z.coerce
    .number({ error: `O campo ${label} deve ser um número.` })
    .min(-limit, { error: `O campo ${label} está fora do intervalo permitido.` })
    .max(limit, { error: `O campo ${label} está fora do intervalo permitido.` });

/** A query's optional point: `lat` and `lng` go together. */
export function requireBothCoordinates(query: { lat?: number; lng?: number }, ctx: z.RefinementCtx): void {
  if ((query.lat === undefined) !== (query.lng === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [query.lat === undefined ? 'lat' : 'lng'],
      message: 'Informe lat e lng juntos.',
    });
}

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * GET /api/lojas query (§7). With `lat` and `lng` the point is used as given; otherwise the address fields are
 * geocoded first. `lat` and `lng` go together.
 */
export const storeLookupQuery = z
  .object({
    endereco: optionalText(200),
    numero: optionalText(20),
    bairro: optionalText(120),
    cidade: optionalText(120),
    estado: optionalText(40),
    cep: optionalText(12),
    lat: coordinate('lat', 90).optional(),
    lng: coordinate('lng', 180).optional(),
    modalidadeId: z.literal('DLV', { error: "O campo modalidadeId deve ser 'DLV'." }).default('DLV'),
    marcaId: queryId('marcaId').default(BRAND_ID),
    jwt: z.string().max(4096).optional(),
  })
  .superRefine((query, ctx) => {
    requireBothCoordinates(query, ctx);
    const hasPoint = query.lat !== undefined && query.lng !== undefined;
    if (!hasPoint && !query.endereco && !query.cep)
      ctx.addIssue({
        code: 'custom',
        path: ['endereco'],
        message: 'Informe o endereço, o CEP ou a localização (lat e lng).',
      });
  });
export type StoreLookupQuery = z.infer<typeof storeLookupQuery>;

/** §3 Store as the store lookup answers it. */
export const deliveryStore = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** Delivery time in minutes. */
  tempoEntrega: z.number().int(),
  /** Today's opening hours in America/Sao_Paulo, e.g. '11:30 às 15:00 e 18:00 às 23:00' or 'Fechado hoje'. */
  horario: z.string(),
  statusLoja: z.enum(['aberta', 'fechada']),
  /** Delivery fee for this address, in centavos, from the store's distance bands. */
  frete: money,
  habilitadoShinguru: z.boolean(),
  metodo_pagamento: z.string(),
  /** Distance from the store to the address in km, two decimals. */
  distancia: z.number(),
});
export type DeliveryStore = z.infer<typeof deliveryStore>;

/** One answer of GET /api/lojas: the store and the point it was chosen for (geocoded when not given). */
export const storeLookupResult = z.object({
  loja: deliveryStore,
  coordenadas: z.object({ lat: z.number(), lng: z.number() }),
});
export type StoreLookupResult = z.infer<typeof storeLookupResult>;
