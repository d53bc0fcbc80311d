import { envelope, errorEnvelope, loyaltyContactBody } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { CONTACT_TEXTS, contactEmail } from './contact-texts.ts';
import type { LoyaltyService } from './service.ts';
import { LOYALTY_TEXTS } from './texts.ts';

/** Messages a member may send to the team in any hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/**
 * shinguru/fale-conosco: a member writes to the programme's team (LOYALTY_CONTACT_EMAIL), by e-mail through the
 * messaging provider. Only accepted messages count towards the hourly limit (shared through Redis when set, like
 * the other rate limits), so a refused or mistyped one does not lock the member out.
 */
export const loyaltyContactRoutes: FastifyPluginAsyncZod<{ service: LoyaltyService }> = async (
  app,
  { service },
) => {
  const perHour = CONTACT_MESSAGES_PER_HOUR;
  const countMessage = app.createRateLimit({
    max: perHour,
    timeWindow: '1 hour',
    keyGenerator: (request) => `loyalty-contact:${request.customer!.id}`,
  });
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/fidelidade/contato',
    {
      schema: {
        summary: `Mensagem do membro para a equipe do Shinguru, por e-mail (até ${perHour} por hora)`,
        tags: ['loyalty'],
        security: [{ bearer: [] }],
        body: loyaltyContactBody,
        response: {
          200: envelope(z.null().optional()),
          400: errorEnvelope,
          401: errorEnvelope,
          422: errorEnvelope,
          429: errorEnvelope,
        },
      },
    },
    async (request) => {
      const customer = request.customer!;
      const status = await service.status(customer.id);
      if (!status.shinguru) throw new HttpError(422, 'loyalty_not_member', LOYALTY_TEXTS.notMember);
      if (!customer.email)
        throw new HttpError(422, 'loyalty_contact_email_missing', CONTACT_TEXTS.emailMissing);
      const limit = await countMessage(request);
      if (!limit.isAllowed && limit.isExceeded)
        throw new HttpError(429, 'rate_limited', CONTACT_TEXTS.tooMany(perHour));
      const message = contactEmail({
        nome: customer.nome,
        email: customer.email,
        emailVerificado: customer.emailVerificadoEm !== null,
        idExterno: customer.idExterno,
        nivel: status.nivel,
        nivelNome: status.nome,
        assunto: request.body.assunto,
        mensagem: request.body.mensagem,
      });
      const to = app.config.LOYALTY_CONTACT_EMAIL;
      await app.messaging.deliver(
        () => app.messaging.sender.sendEmail(to, message.subject, message.text),
        request.log,
      );
      return { status: 'success' as const, message: CONTACT_TEXTS.sent };
    },
  );
};
