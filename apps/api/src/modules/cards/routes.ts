import { cardFormBody, deleteCardQuery, envelope, errorEnvelope, savedCard } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimedCustomerKey } from '../../http/auth.ts';
import type { CardMethod } from '../../providers/payments/index.ts';
import type { CardsService } from './service.ts';

const cardList = envelope(z.array(savedCard));

/** The two §7 paths of each card operation and the `metodo` each one serves. */
const PATHS: ReadonlyArray<{ path: string; method: CardMethod; summary: string }> = [
  { path: '/cartao', method: 'mundipagg', summary: "metodo 'mundipagg' (Pagar.me)" },
  {
    path: '/cartao_cielo',
    method: 'braspag',
    summary: "metodo 'braspag' (Cielo), para lojas com metodo_pagamento braspag",
  },
];

export interface CardsRoutesOptions {
  service: CardsService;
  /** Card saves per minute per account on each path: each one asks the provider to verify a card. */
  savesPerMinute: number;
}

export const cardsRoutes: FastifyPluginAsyncZod<CardsRoutesOptions> = async (
  app,
  { service, savesPerMinute },
) => {
  const perAccount = {
    rateLimit: { max: savesPerMinute, timeWindow: '1 minute', keyGenerator: claimedCustomerKey },
  };
  const tags = ['cards'];
  const security = [{ bearer: [] }];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/carteira',
    {
      schema: {
        summary:
          'Cartões salvos do cliente logado, o mais recente primeiro; cartões de doação marcados com doacao (§7 carteira)',
        tags,
        security,
        response: { 200: cardList, 401: errorEnvelope },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.customer!.id) }),
  );

  for (const { path, method, summary } of PATHS) {
    app.post(
      path,
      {
        config: perAccount,
        schema: {
          summary: `Cadastra um cartão, ${summary}: número e CVV vão direto ao cofre do provedor e nunca são guardados; no máximo 5 cartões (§7 cartao)`,
          tags,
          security,
          body: cardFormBody.extend({ metodo: z.literal(method).optional() }),
          response: {
            201: envelope(savedCard),
            400: errorEnvelope,
            401: errorEnvelope,
            422: errorEnvelope,
            429: errorEnvelope,
            502: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const result = await service.add(request.customer!, method, request.body);
        return reply.status(201).send({ status: 'success' as const, ...result });
      },
    );

    app.delete(
      path,
      {
        schema: {
          summary: `Exclui um cartão do cliente logado, ${summary}, também no cofre do provedor (§7 ${path.slice(1)})`,
          tags,
          security,
          querystring: deleteCardQuery,
          response: {
            200: cardList,
            400: errorEnvelope,
            401: errorEnvelope,
            404: errorEnvelope,
            502: errorEnvelope,
            503: errorEnvelope,
          },
        },
      },
      async (request) => ({
        status: 'success' as const,
        ...(await service.remove(request.customer!.id, method, request.query.cartao_id)),
      }),
    );
  }
};
