import {
  codeSent,
  emailConfirmBody,
  emailLoginBody,
  envelope,
  errorEnvelope,
  logoutBody,
  passwordCodeBody,
  passwordCodeCheckBody,
  passwordResetBody,
  passwordResetTicket,
  phoneCodeBody,
  phoneLoginBody,
  phoneLoginResult,
  refreshBody,
  session,
  signupBody,
  user,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentedToken } from '../../http/auth.ts';
import type { AuthService } from './service.ts';
import { AUTH_MESSAGES } from './texts.ts';

export interface AuthRoutesOptions {
  service: AuthService;
  /** Requests per minute per client IP on each of these routes (stricter than the global /api limit). */
  rateLimitMax: number;
}

const refusals = { 400: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope };
const authRefusals = { ...refusals, 401: errorEnvelope, 403: errorEnvelope };
const done = envelope(z.null().optional());

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { service, rateLimitMax },
) => {
  const config = { rateLimit: { max: rateLimitMax, timeWindow: '1 minute' } };
  const tags = ['auth'];

  app.post(
    '/auth/codigo',
    {
      config,
      schema: {
        summary: 'Envia um código de login por SMS (mesma resposta com ou sem conta)',
        tags,
        body: phoneCodeBody,
        response: { 200: envelope(codeSent), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: AUTH_MESSAGES.codeSentSms,
      data: await service.sendPhoneCode(request.body.celular, request.ip),
    }),
  );

  app.post(
    '/auth/login-telefone',
    {
      config,
      schema: {
        summary: 'Confirma o código do SMS: sessão, ou ticket de cadastro para número novo',
        tags,
        body: phoneLoginBody,
        response: { 200: envelope(phoneLoginResult), ...refusals },
      },
    },
    async (request) => {
      const data = await service.phoneLogin(request.body.celular, request.body.codigo);
      return {
        status: 'success' as const,
        ...(data.tipo === 'sessao' ? { message: AUTH_MESSAGES.loggedIn } : {}),
        data,
      };
    },
  );

  app.post(
    '/auth/cadastro',
    {
      config,
      schema: {
        summary: 'Cria a conta do número confirmado (dados + permissões de marketing) e inicia a sessão',
        tags,
        body: signupBody,
        response: { 201: envelope(session), ...refusals },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        status: 'success' as const,
        message: AUTH_MESSAGES.welcome,
        data: await service.signup(request.body),
      }),
  );

  app.post(
    '/auth/login-email',
    {
      config,
      schema: {
        summary: 'Login com e-mail e senha',
        tags,
        body: emailLoginBody,
        response: { 200: envelope(session), ...authRefusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: AUTH_MESSAGES.loggedIn,
      data: await service.emailLogin(request.body.email, request.body.senha),
    }),
  );

  app.post(
    '/auth/email/codigo',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        summary: 'Envia um código para confirmar o e-mail do cliente logado',
        tags,
        security: [{ bearer: [] }],
        response: { 200: envelope(codeSent), ...authRefusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: AUTH_MESSAGES.verificationSent,
      data: await service.sendVerificationCode(request.customer!, request.ip),
    }),
  );

  app.post(
    '/auth/email/confirmar',
    {
      config,
      preHandler: app.authenticate,
      schema: {
        summary: 'Confirma o e-mail do cliente logado com o código recebido',
        tags,
        security: [{ bearer: [] }],
        body: emailConfirmBody,
        response: { 200: envelope(user), ...authRefusals },
      },
    },
    async (request) => {
      const row = await service.confirmEmail(request.customer!, request.body.codigo);
      return {
        status: 'success' as const,
        message: AUTH_MESSAGES.emailVerified,
        data: await app.accounts.user(row, presentedToken(request)),
      };
    },
  );

  app.post(
    '/auth/senha/codigo',
    {
      config,
      schema: {
        summary: 'Esqueci a senha, passo 1: código por e-mail (mesma resposta com ou sem conta)',
        tags,
        body: passwordCodeBody,
        response: { 200: envelope(codeSent), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: AUTH_MESSAGES.codeSentEmail,
      data: await service.sendResetCode(request.body.email, request.ip),
    }),
  );

  app.post(
    '/auth/senha/validar',
    {
      config,
      schema: {
        summary: 'Esqueci a senha, passo 2: troca o código por um ticket de uso único',
        tags,
        body: passwordCodeCheckBody,
        response: { 200: envelope(passwordResetTicket), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: AUTH_MESSAGES.codeValid,
      data: await service.checkResetCode(request.body.email, request.body.codigo),
    }),
  );

  app.post(
    '/auth/senha/redefinir',
    {
      config,
      schema: {
        summary: 'Esqueci a senha, passo 3: nova senha (encerra todas as sessões)',
        tags,
        body: passwordResetBody,
        response: { 200: done, ...refusals },
      },
    },
    async (request) => {
      await service.resetPassword(request.body.email, request.body.ticket, request.body.senha);
      return { status: 'success' as const, message: AUTH_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/auth/refresh',
    {
      config,
      schema: {
        summary: 'Renova a sessão: novo jwt e novo refresh token (o anterior deixa de valer)',
        tags,
        body: refreshBody,
        response: { 200: envelope(session), 401: errorEnvelope, ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.refresh(request.body.refresh_token),
    }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        summary: 'Sai: revoga o refresh token desta sessão; com todas=true encerra todas as sessões',
        tags,
        body: logoutBody,
        response: { 200: done, 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => {
      const { refresh_token: refreshToken, todas } = request.body;
      if (!todas) {
        await service.logout(refreshToken);
        return { status: 'success' as const, message: AUTH_MESSAGES.loggedOut };
      }
      await app.authenticate(request);
      await service.logoutEverywhere(request.customer!.id, refreshToken);
      return { status: 'success' as const, message: AUTH_MESSAGES.loggedOutEverywhere };
    },
  );
};
