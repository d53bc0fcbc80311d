import { type BagLineInput, couponBody, discount, envelope, errorEnvelope } from '@comanda/contract';
import type { BagItem } from '@comanda/domain';
import { COUPON_APPLIED_MESSAGE } from '@comanda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/errors.ts';
import type { CouponsService } from './service.ts';

/** Prices a bag for a store (the bag module's pricer): its brand and the items the coupon rules read. */
export type BagPricer = (
  storeId: number,
  lines: readonly BagLineInput[],
  customerId: number,
) => Promise<{ store: { id: number; brandId: number }; items: BagItem[] }>;

export const COUPON_APPLIED = COUPON_APPLIED_MESSAGE;

const refusals = { 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope };

export const couponsRoutes: FastifyPluginAsyncZod<{ service: CouponsService; priceBag: BagPricer }> = async (
  app,
  { service, priceBag },
) => {
  app.post(
    '/cupom',
    {
      // Login first (§6: visitors have no coupon section), before the body is even validated.
      onRequest: app.authenticate,
      schema: {
        summary: 'Aplica um cupom à sacola (§7 cupom); exige login',
        tags: ['coupons'],
        security: [{ bearer: [] }],
        body: couponBody,
        response: { 200: envelope(discount), ...refusals },
      },
    },
    async (request) => {
      const { store, items } = await priceBag(
        request.body.lojaId,
        request.body.carrinho,
        request.customer!.id,
      );
      const verdict = await service.check({
        brandId: store.brandId,
        storeId: store.id,
        code: request.body.cupom,
        items,
        customerId: request.customer!.id,
      });
      if (!verdict.ok) throw new HttpError(422, verdict.code, verdict.message);
      return { status: 'success' as const, message: COUPON_APPLIED, data: verdict.wire };
    },
  );
};
