import {
  envelope,
  errorEnvelope,
  staffLoginBody,
  staffLoginStep,
  staffMe,
  staffPasswordBody,
  staffRecoveryCodes,
  staffRoles,
  staffSecondFactorBody,
  staffTotpConfirmBody,
  staffTotpEnrolment,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SignInService } from './sign-in.ts';
import { STAFF_MESSAGES } from './texts.ts';

const tags = ['staff'];
const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  403: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
};

/** Sign-in (password, then TOTP or a recovery code), TOTP enrolment, sign-out and "who am I". */
export const staffSessionRoutes: FastifyPluginAsyncZod<{
  signIn: SignInService;
  rateLimitMax: number;
}> = async (app, { signIn, rateLimitMax }) => {
  const config = { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } };

  app.post(
    '/gestao/login',
    {
      config,
      schema: {
        summary: 'Gestão: e-mail e senha; abre a etapa do segundo fator (cookie HttpOnly)',
        tags,
        body: staffLoginBody,
        response: { 200: envelope(staffLoginStep), ...refusals },
      },
    },
    async (request, reply) => {
      const step = await signIn.password(reply, request.body.email, request.body.senha);
      const message = step.etapa === 'totp' ? STAFF_MESSAGES.totpNeeded : STAFF_MESSAGES.totpEnrolNeeded;
      return { status: 'success' as const, message, data: step };
    },
  );

  app.post(
    '/gestao/login/totp',
    {
      config,
      schema: {
        summary:
          'Gestão: código do aplicativo autenticador ou código de recuperação (uso único); conclui o login',
        tags,
        body: staffSecondFactorBody,
        response: { 200: envelope(z.object({})), ...refusals },
      },
    },
    async (request, reply) => {
      await signIn.secondFactor(request, reply, request.body);
      return { status: 'success' as const, message: STAFF_MESSAGES.signedIn, data: {} };
    },
  );

  app.post(
    '/gestao/totp/cadastro',
    {
      config,
      schema: {
        summary: 'Gestão: novo segredo TOTP para o primeiro acesso (mostrado uma única vez)',
        tags,
        response: { 200: envelope(staffTotpEnrolment), ...refusals },
      },
    },
    async (request) => ({ status: 'success' as const, data: await signIn.startEnrolment(request) }),
  );

  app.post(
    '/gestao/totp/confirmar',
    {
      config,
      schema: {
        summary: 'Gestão: confirma o TOTP com o primeiro código; devolve os códigos de recuperação (uma vez)',
        tags,
        body: staffTotpConfirmBody,
        response: { 200: envelope(staffRecoveryCodes), ...refusals },
      },
    },
    async (request, reply) => ({
      status: 'success' as const,
      message: STAFF_MESSAGES.totpEnabled,
      data: { codigosRecuperacao: await signIn.confirmEnrolment(request, reply, request.body.codigo) },
    }),
  );

  app.post(
    '/gestao/sair',
    {
      schema: {
        summary: 'Gestão: encerra a sessão',
        tags,
        response: { 200: envelope(z.object({})), 403: errorEnvelope },
      },
    },
    async (request, reply) => {
      await signIn.signOut(request, reply);
      return { status: 'success' as const, message: STAFF_MESSAGES.signedOut, data: {} };
    },
  );

  app.put(
    '/gestao/eu/senha',
    {
      config,
      preHandler: app.requireStaff({ roles: staffRoles }),
      schema: {
        summary: 'Gestão: troca a própria senha (confere a atual); encerra as outras sessões',
        tags,
        body: staffPasswordBody,
        response: { 200: envelope(z.object({})), ...refusals },
      },
    },
    async (request, reply) => {
      const { senhaAtual, senhaNova } = request.body;
      await signIn.changePassword(reply, request.staff!.id, senhaAtual, senhaNova);
      return { status: 'success' as const, message: STAFF_MESSAGES.passwordChanged, data: {} };
    },
  );

  app.get(
    '/gestao/eu',
    {
      preHandler: app.requireStaff({ roles: staffRoles }),
      schema: {
        summary: 'Gestão: quem está conectado, o papel e as lojas',
        tags,
        response: { 200: envelope(staffMe), 401: errorEnvelope },
      },
    },
    async (request) => {
      const { id, nome, email, papel, lojas } = request.staff!;
      return { status: 'success' as const, data: { id, nome, email, papel, lojas } };
    },
  );
};
