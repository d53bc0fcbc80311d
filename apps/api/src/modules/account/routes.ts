import {
  accountActionBody,
  accountPutBody,
  addCpfBody,
  dataExport,
  envelope,
  errorEnvelope,
  user,
} from '@comanda/contract';
import { LOYALTY_MESSAGES } from '@comanda/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimedCustomerKey, presentedToken } from '../../http/auth.ts';
import { DATA_EXPORTS_PER_HOUR } from './data-export.ts';
import type { AccountService } from './service.ts';
import { ACCOUNT_MESSAGES } from './texts.ts';

const refusals = {
  400: errorEnvelope,
  401: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
};
const done = envelope(z.null().optional());

export interface AccountRoutesOptions {
  service: AccountService;
  /** Changes per minute per account to the phone, e-mail or CPF (a refusal tells another account has one). */
  rateLimitMax: number;
}

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { service, rateLimitMax },
) => {
  const perAccount = {
    rateLimit: { max: rateLimitMax, timeWindow: '1 minute', keyGenerator: claimedCustomerKey },
  };
  const tags = ['account'];
  const security = [{ bearer: [] }];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/cliente',
    {
      schema: {
        summary: 'Dados do cliente logado (§3 User)',
        tags,
        security,
        response: { 200: envelope(user), 401: errorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await service.user(request.customer!, presentedToken(request)),
    }),
  );

  app.get(
    '/cliente/exportacao',
    {
      config: {
        rateLimit: { max: DATA_EXPORTS_PER_HOUR, timeWindow: '1 hour', keyGenerator: claimedCustomerKey },
      },
      schema: {
        summary:
          'Exporta os dados pessoais do cliente logado (LGPD): perfil, endereços, pedidos, cartões mascarados, ' +
          `notificações, reservas, doações, dispositivos e Shinguru; até ${DATA_EXPORTS_PER_HOUR} por hora`,
        tags,
        security,
        response: { 200: envelope(dataExport), 401: errorEnvelope, 429: errorEnvelope },
      },
    },
    async (request) => {
      const customer = request.customer!;
      const data = await service.exportData(customer);
      // The event and the id only: the export itself is personal data and never goes to the log.
      request.log.info({ customerId: customer.id, event: 'account.data_exported' }, 'personal data exported');
      return { status: 'success' as const, data };
    },
  );

  app.put(
    '/cliente',
    {
      config: perAccount,
      schema: {
        summary:
          "Salva Minha conta (§7 cliente); 'Nenhum dado foi alterado.' quando nada mudou. Com { shinguru: true }: " +
          'aceita os termos e entra no Shinguru',
        tags,
        security,
        body: accountPutBody,
        response: { 200: envelope(user), ...refusals },
      },
    },
    async (request) => {
      const body = request.body;
      const joining = body.shinguru === true;
      const row = joining
        ? await service.joinLoyalty(request.customer!)
        : await service.update(request.customer!, body);
      return {
        status: 'success' as const,
        message: joining ? LOYALTY_MESSAGES.joined : ACCOUNT_MESSAGES.updated,
        data: await service.user(row, presentedToken(request)),
      };
    },
  );

  app.put(
    '/cliente/cpf',
    {
      config: perAccount,
      schema: {
        summary: 'Adiciona o CPF para a nota (adicionar-cpf); só enquanto a conta não tem CPF',
        tags,
        security,
        body: addCpfBody,
        response: { 200: envelope(user), ...refusals },
      },
    },
    async (request) => {
      const row = await service.addCpf(request.customer!, request.body);
      return {
        status: 'success' as const,
        message: ACCOUNT_MESSAGES.cpfAdded,
        data: await service.user(row, presentedToken(request)),
      };
    },
  );

  app.post(
    '/inativar_conta',
    {
      schema: {
        summary: 'Desativa a conta (§7 inativar_conta): encerra as sessões; reativa com login por SMS',
        tags,
        security,
        body: accountActionBody,
        response: { 200: done, 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => {
      await service.deactivate(request.customer!);
      return { status: 'success' as const, message: ACCOUNT_MESSAGES.deactivated };
    },
  );

  app.delete(
    '/cliente',
    {
      schema: {
        summary:
          'Exclui a conta (§7 cliente): apaga ou anonimiza todos os dados pessoais e encerra as sessões',
        tags,
        security,
        body: accountActionBody,
        response: { 200: done, 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => {
      await service.delete(request.customer!);
      return { status: 'success' as const, message: ACCOUNT_MESSAGES.deleted };
    },
  );
};
