import {
  auditPage,
  auditQuery,
  envelope,
  errorEnvelope,
  staffCreateBody,
  staffCreated,
  staffIdParams,
  staffMember,
  staffPasswordReset,
  staffUpdateBody,
} from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listMembers } from './accounts.ts';
import { auditPage as readAuditPage } from './audit.ts';
import { resetPassword, resetTotp } from './credentials.ts';
import { assertEmailFree, createStaff, updateStaff } from './team.ts';
import { STAFF_MESSAGES } from './texts.ts';

const tags = ['staff'];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

/** Admin-only: the team (create, change role, stores, name, deactivate) and the audit log. */
export const staffTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireStaff({ roles: ['admin'] });

  app.get(
    '/gestao/equipe',
    {
      preHandler: adminOnly,
      schema: {
        summary: 'Gestão (admin): membros da equipe',
        tags,
        response: { 200: envelope(z.array(staffMember)), ...refusals },
      },
    },
    async () => ({ status: 'success' as const, data: await listMembers(app.db) }),
  );

  app.post(
    '/gestao/equipe',
    {
      preHandler: adminOnly,
      schema: {
        summary: 'Gestão (admin): cria um membro da equipe; a senha gerada é mostrada uma única vez',
        tags,
        body: staffCreateBody,
        response: { 201: envelope(staffCreated), ...refusals, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request, reply) => {
      await assertEmailFree(app.db, request.body.email);
      const created = await createStaff(app.db, request.staff, request.body);
      return reply
        .code(201)
        .send({ status: 'success' as const, message: STAFF_MESSAGES.created, data: created });
    },
  );

  app.patch(
    '/gestao/equipe/:id',
    {
      preHandler: adminOnly,
      schema: {
        summary: 'Gestão (admin): muda nome, papel, lojas ou desativa/reativa um membro da equipe',
        tags,
        params: staffIdParams,
        body: staffUpdateBody,
        response: { 200: envelope(staffMember), ...refusals, 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: STAFF_MESSAGES.updated,
      data: await updateStaff(app.db, app.clock, request.staff, request.params.id, request.body),
    }),
  );

  app.post(
    '/gestao/equipe/:id/senha',
    {
      preHandler: adminOnly,
      schema: {
        summary:
          'Gestão (admin): gera uma nova senha para o membro (mostrada uma vez) e encerra as sessões dele',
        tags,
        params: staffIdParams,
        response: { 200: envelope(staffPasswordReset), ...refusals, 404: errorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: STAFF_MESSAGES.passwordReset,
      data: { senha: await resetPassword(app.db, app.clock, request.staff, request.params.id) },
    }),
  );

  app.post(
    '/gestao/equipe/:id/totp/redefinir',
    {
      preHandler: adminOnly,
      schema: {
        summary:
          'Gestão (admin): remove o autenticador e os códigos de recuperação do membro (novo cadastro no próximo acesso)',
        tags,
        params: staffIdParams,
        response: { 200: envelope(z.object({})), ...refusals, 404: errorEnvelope },
      },
    },
    async (request) => {
      await resetTotp(app.db, app.clock, request.staff, request.params.id);
      return { status: 'success' as const, message: STAFF_MESSAGES.totpReset, data: {} };
    },
  );

  app.get(
    '/gestao/auditoria',
    {
      preHandler: adminOnly,
      schema: {
        summary:
          'Gestão (admin): registro de auditoria, o mais recente primeiro; filtros por membro, entidade e dias',
        tags,
        querystring: auditQuery,
        response: { 200: envelope(auditPage), ...refusals },
      },
    },
    async (request) => ({ status: 'success' as const, data: await readAuditPage(app.db, request.query) }),
  );
};
