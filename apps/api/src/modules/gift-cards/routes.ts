import {
  envelope,
  errorEnvelope,
  giftCardBalance,
  giftCardBalanceBody,
  giftCardErrorEnvelope,
  giftCardValidateBody,
  validatedGiftCard,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GiftCardsService } from './service.ts';

const refusals = { 400: errorEnvelope, 422: giftCardErrorEnvelope, 429: errorEnvelope };
const validateRefusals = { ...refusals, 401: errorEnvelope };

export const giftCardsRoutes: FastifyPluginAsyncZod<{ service: GiftCardsService }> = async (
  app,
  { service },
) => {
  const tags = ['gift-cards'];
  const config = { rateLimit: { max: 30, timeWindow: '1 minute' } };

  app.post(
    '/consultar_saldo_todo',
    {
      config,
      schema: {
        summary: 'Saldo de um Gift Card (§7 consultar_saldo_todo); exige a senha do cartão',
        tags,
        body: giftCardBalanceBody,
        response: { 200: envelope(giftCardBalance), ...refusals },
      },
    },
    async (request) => {
      const { data, message } = await service.balance(
        request.body.numero_cartao,
        request.body.senha_cartao,
        request.ip,
      );
      return { status: 'success' as const, ...(message ? { message } : {}), data };
    },
  );

  app.post(
    '/validar_gift_card',
    {
      config,
      schema: {
        summary:
          'Valida um Gift Card para a sacola (número e senha) e devolve um token para /carrinho/calcular, da conta logada (ou do visitante, até a primeira conta que o usar)',
        tags,
        body: giftCardValidateBody,
        response: { 200: envelope(validatedGiftCard), ...validateRefusals },
      },
      // With a bearer token the validation is the customer's, and so is the token it answers.
      preHandler: async (request) => {
        if (request.headers.authorization) await app.authenticate(request);
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.validate(request.body.numero_cartao, request.body.senha_cartao, {
        customerId: request.customer?.id ?? null,
        ip: request.ip,
      }),
    }),
  );
};
