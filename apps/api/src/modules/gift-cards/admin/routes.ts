import {
  envelope,
  errorEnvelope,
  giftCardAdmin,
  giftCardIdParams,
  giftCardIssueBody,
  giftCardIssued,
  giftCardListQuery,
  giftCardStatement,
} from '@comanda/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandOfStore } from '../../stores/index.ts';
import {
  GIFT_CARD_ADMIN_MESSAGES,
  issueGiftCard,
  listGiftCards,
  giftCardStatement as statementOf,
  voidGiftCard,
} from './manage.ts';

const tags = ['gift-cards'];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/**
 * The brand's gift cards in the back office (admin): issued with a generated number and password shown once,
 * listed with balance and validity, each with its statement, voided; every write audited. The brand is the one of
 * the store the request acts for (`lojaId` or X-Loja-Id), as for coupons.
 */
export const giftCardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireStaff({ roles: ['admin'], storeScoped: true });
  const brand = (request: FastifyRequest) => brandOfStore(app.db, request.staff!.loja!.id);

  app.get(
    '/gestao/gift-cards',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): os Gift Cards da marca, os mais novos primeiro, ou um pelo número',
        tags,
        querystring: giftCardListQuery,
        response: { 200: envelope(z.array(giftCardAdmin)), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listGiftCards(app.db, await brand(request), request.query.numero),
    }),
  );

  app.post(
    '/gestao/gift-cards',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): emite um Gift Card; número e senha aparecem só nesta resposta',
        tags,
        body: giftCardIssueBody,
        response: { 201: envelope(giftCardIssued), ...refusals },
      },
    },
    async (request, reply) => {
      const data = await issueGiftCard(
        app.db,
        request.staff,
        await brand(request),
        request.body,
        app.clock(),
      );
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ status: 'success' as const, message: GIFT_CARD_ADMIN_MESSAGES.issued, data });
    },
  );

  app.get(
    '/gestao/gift-cards/:id',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): um Gift Card e o seu extrato',
        tags,
        params: giftCardIdParams,
        response: { 200: envelope(giftCardStatement), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await statementOf(app.db, await brand(request), request.params.id),
    }),
  );

  app.post(
    '/gestao/gift-cards/:id/anular',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): anula um Gift Card (a sacola passa a recusá-lo como bloqueado)',
        tags,
        params: giftCardIdParams,
        response: { 200: envelope(giftCardAdmin), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: GIFT_CARD_ADMIN_MESSAGES.voided,
      data: await voidGiftCard(app.db, request.staff, await brand(request), request.params.id),
    }),
  );
};
