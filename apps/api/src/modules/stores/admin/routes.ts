import {
  envelope,
  errorEnvelope,
  storeAdmin,
  storeDeliveryBody,
  storeDetailsBody,
  storeHolidaysBody,
  storeHoursBody,
  storeSettingsBody,
} from '@comanda/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Audit,
  changeStore,
  replaceHolidays,
  replaceHours,
  setDeliveryArea,
  setDeliveryTime,
  setDetails,
  storeSettings,
} from './settings.ts';

const tags = ['stores'];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

export const STORE_ADMIN_MESSAGES = {
  hours: 'Horários salvos.',
  holidays: 'Feriados salvos.',
  settings: 'Loja salva.',
  details: 'Dados da loja salvos.',
  area: 'Área de entrega salva.',
} as const;

/**
 * A store's opening hours, holidays and delivery time in the back office (admin, the store's manager), audited; a
 * change drops the menu cache of every process, as the menu shows whether the store is open.
 */
export const storeAdminRoutes: FastifyPluginAsyncZod<{ audit: Audit }> = async (app, { audit }) => {
  const managers = app.requireStaff({ roles: ['admin', 'gerente'], storeScoped: true });
  const admins = app.requireStaff({ roles: ['admin'], storeScoped: true });
  const storeOf = (request: FastifyRequest) => request.staff!.loja!.id;
  const saved = async (
    request: FastifyRequest,
    action: string,
    change: Parameters<typeof changeStore>[6],
    message: string,
  ) => {
    const data = await changeStore(
      app.db,
      audit,
      request.staff,
      storeOf(request),
      app.clock(),
      action,
      change,
    );
    app.clearCatalogCache();
    return { status: 'success' as const, message, data };
  };

  app.get(
    '/gestao/loja',
    {
      preHandler: managers,
      schema: {
        summary: 'Gestão: horários, feriados e tempo de entrega da loja, e se está aberta agora',
        tags,
        response: { 200: envelope(storeAdmin), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await storeSettings(app.db, storeOf(request), app.clock()),
    }),
  );

  app.put(
    '/gestao/loja/horarios',
    {
      preHandler: managers,
      schema: {
        summary: 'Gestão: substitui os horários da semana (fecha ≤ abre: fecha depois da meia-noite)',
        tags,
        body: storeHoursBody,
        response: { 200: envelope(storeAdmin), ...refusals },
      },
    },
    async (request) =>
      saved(
        request,
        'loja.horarios',
        replaceHours(storeOf(request), request.body.horarios),
        STORE_ADMIN_MESSAGES.hours,
      ),
  );

  app.put(
    '/gestao/loja/feriados',
    {
      preHandler: managers,
      schema: {
        summary: 'Gestão: substitui os dias em que a loja fica fechada',
        tags,
        body: storeHolidaysBody,
        response: { 200: envelope(storeAdmin), ...refusals },
      },
    },
    async (request) =>
      saved(
        request,
        'loja.feriados',
        replaceHolidays(storeOf(request), request.body.feriados),
        STORE_ADMIN_MESSAGES.holidays,
      ),
  );

  app.patch(
    '/gestao/loja',
    {
      preHandler: managers,
      schema: {
        summary: 'Gestão: o tempo de entrega informado aos clientes',
        tags,
        body: storeSettingsBody,
        response: { 200: envelope(storeAdmin), ...refusals },
      },
    },
    async (request) =>
      saved(
        request,
        'loja.tempo_entrega',
        setDeliveryTime(storeOf(request), request.body.tempoEntrega),
        STORE_ADMIN_MESSAGES.settings,
      ),
  );

  app.put(
    '/gestao/loja/dados',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): nome, telefone, endereço, ponto no mapa e Shinguru da loja',
        tags,
        body: storeDetailsBody,
        response: { 200: envelope(storeAdmin), ...refusals },
      },
    },
    async (request) =>
      saved(request, 'loja.dados', setDetails(storeOf(request), request.body), STORE_ADMIN_MESSAGES.details),
  );

  app.put(
    '/gestao/loja/entrega',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): o raio de entrega e as faixas de frete que o cobrem',
        tags,
        body: storeDeliveryBody,
        response: { 200: envelope(storeAdmin), ...refusals },
      },
    },
    async (request) =>
      saved(
        request,
        'loja.entrega',
        setDeliveryArea(storeOf(request), request.body),
        STORE_ADMIN_MESSAGES.area,
      ),
  );
};
