import { envelope, errorEnvelope, menu, menuProduct, menuQuery, storeScopedQuery } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MenuService } from './service.ts';

const errors = { 400: errorEnvelope, 404: errorEnvelope };

export const menuRoutes: FastifyPluginAsyncZod<{ service: MenuService }> = async (app, { service }) => {
  app.get(
    '/cardapio',
    {
      schema: {
        summary: 'Cardápio da marca, ou da loja quando lojaId é informado (§7 cardapio)',
        tags: ['menu'],
        querystring: menuQuery,
        response: { 200: envelope(z.object({ cardapio: menu })), ...errors },
      },
    },
    async (request, reply) =>
      (await service.menuBody(request.query.marcaId, request.query.lojaId)).send(request, reply),
  );

  app.get(
    '/vendas_sugestivas',
    {
      schema: {
        summary: 'Produtos sugeridos na sacola (§7 vendas_sugestivas)',
        tags: ['menu'],
        querystring: storeScopedQuery,
        response: { 200: envelope(z.array(menuProduct)), ...errors },
      },
    },
    async (request, reply) =>
      (await service.suggestionsBody(request.query.marcaId, request.query.lojaId)).send(request, reply),
  );

  app.get(
    '/buscar_kit_delivery',
    {
      schema: {
        summary: 'Kits delivery disponíveis (§7 buscar_kit_delivery)',
        tags: ['menu'],
        querystring: storeScopedQuery,
        response: { 200: envelope(z.array(menuProduct)), ...errors },
      },
    },
    async (request, reply) =>
      (await service.kitsBody(request.query.marcaId, request.query.lojaId)).send(request, reply),
  );
};
