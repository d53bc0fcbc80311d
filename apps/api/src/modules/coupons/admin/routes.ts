import {
  couponAdmin,
  couponCreateBody,
  couponIdParams,
  couponPatchBody,
  envelope,
  errorEnvelope,
} from '@comanda/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandOfStore } from '../../stores/index.ts';
import { COUPON_ADMIN_MESSAGES, createCoupon, listCoupons, updateCoupon } from './manage.ts';

const tags = ['coupons'];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/**
 * The brand's coupons in the back office (admin): listed with their uses, created with the catalogue file's
 * validation, turned on and off, their dates and limits changed; every write audited. The brand is the one of
 * the store the request acts for (`lojaId` or X-Loja-Id), as in the catalogue.
 */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireStaff({ roles: ['admin'], storeScoped: true });
  const brand = (request: FastifyRequest) => brandOfStore(app.db, request.staff!.loja!.id);

  app.get(
    '/gestao/cupons',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): os cupons da marca, com os usos',
        tags,
        response: { 200: envelope(z.array(couponAdmin)), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listCoupons(app.db, await brand(request)),
    }),
  );

  app.post(
    '/gestao/cupons',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): cria um cupom (as mesmas regras do arquivo do catálogo)',
        tags,
        body: couponCreateBody,
        response: { 201: envelope(couponAdmin), ...refusals, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      const data = await createCoupon(app.db, request.staff, await brand(request), request.body);
      return reply
        .code(201)
        .send({ status: 'success' as const, message: COUPON_ADMIN_MESSAGES.created, data });
    },
  );

  app.patch(
    '/gestao/cupons/:id',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): liga ou desliga um cupom, muda descrição, validade ou limites',
        tags,
        params: couponIdParams,
        body: couponPatchBody,
        response: { 200: envelope(couponAdmin), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: COUPON_ADMIN_MESSAGES.saved,
      data: await updateCoupon(app.db, request.staff, await brand(request), request.params.id, request.body),
    }),
  );
};
