import { envelope, errorEnvelope, reportQuery, salesReport as salesReportSchema } from '@comanda/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportCsv } from './csv.ts';
import { daysOf, salesByDayAndStore, salesReport } from './figures.ts';

const tags = ['reports'];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/** The stores a report covers: the one named (checked by requireStaff), else every store of the member. */
const storesOf = (request: FastifyRequest) => {
  const staff = request.staff!;
  return staff.loja ? [staff.loja] : staff.lojas;
};

/** Sales reports for the brand's admin (every store) and store managers (their stores). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = app.requireStaff({ roles: ['admin', 'gerente'], storeScoped: 'optional' });

  app.get(
    '/gestao/relatorios',
    {
      preHandler: readers,
      schema: {
        summary:
          'Gestão: vendas de um período (dias de Brasília), por dia, loja, pagamento, produto e cancelamento',
        tags,
        querystring: reportQuery,
        response: { 200: envelope(salesReportSchema), ...refusals },
      },
    },
    async (request) => {
      return {
        status: 'success' as const,
        data: await salesReport(app.db, request.query, storesOf(request)),
      };
    },
  );

  app.get(
    '/gestao/relatorios.csv',
    {
      preHandler: readers,
      schema: {
        summary: 'Gestão: as vendas do período em CSV, uma linha por dia e loja',
        tags,
        querystring: reportQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), ...refusals },
      },
    },
    async (request, reply) => {
      const { de, ate } = request.query;
      const lojas = storesOf(request);
      const rows = await salesByDayAndStore(app.db, request.query, lojas);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="vendas-${de}-a-${ate}.csv"`)
        .send(reportCsv(daysOf(de, ate), lojas, rows));
    },
  );
};
