import { BRAND_ID } from '@comanda/domain';
import { z } from 'zod';
import { postalAddress } from '../addresses/addresses.ts';
import { queryId } from '../http/envelope.ts';
import { coordinate, requireBothCoordinates } from '../stores/stores.ts';

/**
 * GET /api/restaurantes query: `lat` + `lng` (together) add each restaurant's distance and sort by it; `busca`
 * keeps the restaurants whose name or neighbourhood matches (ignoring case and accents).
 */
export const restaurantsQuery = z
  .object({
    lat: coordinate('lat', 90).optional(),
    lng: coordinate('lng', 180).optional(),
    busca: z
      .string({ error: 'O campo busca deve ser um texto.' })
      .trim()
      .max(80, { error: 'O campo busca deve ter no máximo 80 caracteres.' })
      .optional(),
    marcaId: queryId('marcaId').default(BRAND_ID),
  })
  .superRefine((query, ctx) => {
    requireBothCoordinates(query, ctx);
  });
export type RestaurantsQuery = z.infer<typeof restaurantsQuery>;

/** GET /api/restaurantes/:id path. */
export const restaurantParams = z.object({ id: queryId('id') });
export type RestaurantParams = z.infer<typeof restaurantParams>;

/** GET /api/restaurantes/:id/entrega query: the delivery point, both coordinates required. */
export const restaurantDeliveryQuery = z
  .object({
    lat: coordinate('lat', 90).optional(),
    lng: coordinate('lng', 180).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.lat === undefined)
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'O campo lat é obrigatório.' });
    if (query.lng === undefined)
      ctx.addIssue({ code: 'custom', path: ['lng'], message: 'O campo lng é obrigatório.' });
  });
export type RestaurantDeliveryQuery = z.infer<typeof restaurantDeliveryQuery>;

/** A restaurant in the list (tabs/restaurantes): where it is, how to call it, and whether it is open now. */
export const restaurantSummary = postalAddress.omit({ ponto_referencia: true }).extend({
  id: z.number().int(),
  nome: z.string(),
  cep: z.string(),
  telefone: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Delivery time in minutes. */
  tempoEntrega: z.number().int(),
  /** Open or closed now, from the opening hours in America/Sao_Paulo (holidays included). */
  statusLoja: z.enum(['aberta', 'fechada']),
  /** Today's opening hours, '11:30 às 15:00 e 18:00 às 23:00' or 'Fechado hoje'. */
  horario: z.string(),
  /** Distance in km (two decimals) from the point given in the query; absent without one. */
  distancia: z.number().optional(),
});
export type RestaurantSummary = z.infer<typeof restaurantSummary>;

/** tabs/detalhes-restaurante: the summary plus the week's hours and the coming holidays. */
export const restaurantDetails = restaurantSummary.extend({
  /** Monday to Sunday: weekday number (0 = Sunday), pt-BR name and windows, or 'Fechado'. */
  horarios: z.array(
    z.object({ dia: z.number().int(), nome: z.string(), horario: z.string(), hoje: z.boolean() }),
  ),
  /** Coming holidays on which the restaurant is closed, earliest first. */
  feriados: z.array(z.object({ data: z.string(), texto: z.string() })),
});
export type RestaurantDetails = z.infer<typeof restaurantDetails>;
