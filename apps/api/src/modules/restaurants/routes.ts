import {
  deliveryStore,
  envelope,
  errorEnvelope,
  restaurantDeliveryQuery,
  restaurantDetails,
  restaurantParams,
  restaurantSummary,
  restaurantsQuery,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RestaurantsService } from './service.ts';

const tags = ['restaurants'];

export const restaurantsRoutes: FastifyPluginAsyncZod<{ service: RestaurantsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/restaurantes',
    {
      schema: {
        summary:
          'Restaurantes ativos da marca com status agora, horário de hoje e tempo de entrega; com lat/lng, a distância e a ordem por proximidade; busca por nome ou bairro',
        tags,
        querystring: restaurantsQuery,
        response: { 200: envelope(z.array(restaurantSummary)), 400: errorEnvelope },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.query) }),
  );

  app.get(
    '/restaurantes/:id',
    {
      schema: {
        summary: 'Um restaurante: endereço, telefone, horários da semana por dia e próximos feriados',
        tags,
        params: restaurantParams,
        response: { 200: envelope(restaurantDetails), 400: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.details(request.params.id) }),
  );

  app.get(
    '/restaurantes/:id/entrega',
    {
      schema: {
        summary:
          'Pedir neste restaurante: frete, distância e status deste restaurante para o ponto (mesmo formato de lojas data[0].loja); 422 fora da área',
        tags,
        params: restaurantParams,
        querystring: restaurantDeliveryQuery,
        response: {
          200: envelope(deliveryStore),
          400: errorEnvelope,
          404: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      if (lat === undefined || lng === undefined) throw new Error('validated by the schema');
      return { status: 'success' as const, data: await service.delivery(request.params.id, { lat, lng }) };
    },
  );
};
