import { deleteAddressQuery, envelope, errorEnvelope, putAddressBody, savedAddress } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AddressesService } from './service.ts';

const addressList = envelope(z.array(savedAddress));

export const addressesRoutes: FastifyPluginAsyncZod<{ service: AddressesService }> = async (
  app,
  { service },
) => {
  const tags = ['addresses'];
  const security = [{ bearer: [] }];
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/endereco_pedido',
    {
      schema: {
        summary: 'Endereços do cliente logado; o atual (principal) primeiro',
        tags,
        security,
        response: { 200: addressList, 401: errorEnvelope },
      },
    },
    async (request) => ({ status: 'success' as const, data: await service.list(request.customer!.id) }),
  );

  app.put(
    '/endereco_pedido',
    {
      schema: {
        summary:
          'Cria ou edita (id) um endereço — loja_id e distancia_loja calculados no servidor —, ou torna um endereço o atual ({enderecoId, selecionar: true}) (§7 endereco_pedido)',
        tags,
        security,
        body: putAddressBody,
        response: {
          200: addressList,
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          422: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await service.change(request.customer!.id, request.body)),
    }),
  );

  app.delete(
    '/endereco_pedido',
    {
      schema: {
        summary: 'Exclui um endereço do cliente logado (§7 endereco_pedido)',
        tags,
        security,
        querystring: deleteAddressQuery,
        response: { 200: addressList, 400: errorEnvelope, 401: errorEnvelope, 404: errorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      ...(await service.remove(request.customer!.id, request.query.enderecoId)),
    }),
  );
};
