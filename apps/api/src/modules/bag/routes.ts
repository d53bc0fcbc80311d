import { bagPriceBody, envelope, errorEnvelope, giftCardErrorEnvelope, pricedBag } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BagService } from './service.ts';

const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  422: giftCardErrorEnvelope,
  429: errorEnvelope,
};

export const bagRoutes: FastifyPluginAsyncZod<{ service: BagService }> = async (app, { service }) => {
  app.post(
    '/carrinho/calcular',
    {
      schema: {
        summary:
          'Calcula a sacola no servidor: itens, frete, cupom (com login) e Gift Cards (§3 Cart totals)',
        tags: ['bag'],
        body: bagPriceBody,
        response: { 200: envelope(pricedBag), ...refusals },
      },
      // A coupon and a Shinguru benefit need the customer (§6): with one, the bearer token is required; without,
      // the bag is open to all.
      preHandler: async (request) => {
        if (request.body.cupom?.trim() || request.body.itens.some((line) => line.beneficio))
          await app.authenticate(request);
        // A gift card's validation token is its customer's: a logged-in caller is identified to use it.
        else if (request.headers.authorization && request.body.gift_cards.some((card) => 'token' in card))
          await app.authenticate(request);
      },
    },
    async (request) => {
      const { data, message } = await service.price(request.body, {
        customerId: request.customer?.id ?? null,
        ip: request.ip,
      });
      return { status: 'success' as const, ...(message ? { message } : {}), data };
    },
  );
};
