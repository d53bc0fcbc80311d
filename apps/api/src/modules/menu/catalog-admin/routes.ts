import {
  catalogAdminProduct,
  catalogAdminView,
  catalogAvailabilityBody,
  catalogProductParams,
  catalogProductPatch,
  catalogStorePriceBody,
  envelope,
  errorEnvelope,
} from '@comanda/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_ADMIN_MESSAGES } from './texts.ts';
import { catalogView } from './view.ts';
import { saveProduct, setAvailability, setStorePrice } from './writes.ts';

const tags = ['catalog'];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const product = envelope(catalogAdminProduct);

/**
 * The back office's catalogue (docs/backoffice.md, "Catalogue"): every route acts on one store (`lojaId` or
 * X-Loja-Id) and checks the role and the store on the server. A write drops the menu cache of every process
 * (platform/menu-cache.ts), so customers see it on their next request.
 */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const managers = app.requireStaff({ roles: ['admin', 'gerente'], storeScoped: true });
  const admins = app.requireStaff({ roles: ['admin'], storeScoped: true });
  // requireStaff has set the member and, on these store-scoped routes, the store they act for
  const where = (request: FastifyRequest & { params: { cod: number } }) => ({
    storeId: request.staff!.loja!.id,
    cod: request.params.cod,
  });
  const changed = async <T>(work: Promise<T>, message: string) => {
    const data = await work;
    app.clearCatalogCache();
    return { status: 'success' as const, message, data };
  };

  app.get(
    '/gestao/catalogo',
    {
      preHandler: managers,
      schema: {
        summary: 'Gestão: o cardápio da marca numa loja, com a disponibilidade e o preço da loja',
        tags,
        response: { 200: envelope(catalogAdminView), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await catalogView(app.db, request.staff!.loja!),
    }),
  );

  app.put(
    '/gestao/catalogo/produtos/:cod/disponibilidade',
    {
      preHandler: managers,
      schema: {
        summary:
          'Gestão: vender o produto nesta loja, ou marcá-lo esgotado hoje (volta sozinho à meia-noite)',
        tags,
        params: catalogProductParams,
        body: catalogAvailabilityBody,
        response: { 200: product, ...refusals },
      },
    },
    async (request) => {
      const { body } = request;
      const message =
        body.disponivel === false
          ? CATALOG_ADMIN_MESSAGES.offThisStore
          : body.esgotadoHoje
            ? CATALOG_ADMIN_MESSAGES.soldOut
            : CATALOG_ADMIN_MESSAGES.backOnMenu;
      return changed(setAvailability(app.db, request.staff, where(request), body), message);
    },
  );

  app.put(
    '/gestao/catalogo/produtos/:cod/preco-loja',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): o preço do produto nesta loja, ou null para o preço da marca',
        tags,
        params: catalogProductParams,
        body: catalogStorePriceBody,
        response: { 200: product, ...refusals },
      },
    },
    async (request) =>
      changed(
        setStorePrice(app.db, request.staff, where(request), request.body.precoLoja),
        CATALOG_ADMIN_MESSAGES.storePrice,
      ),
  );

  app.patch(
    '/gestao/catalogo/produtos/:cod',
    {
      preHandler: admins,
      schema: {
        summary:
          'Gestão (admin): nome, descrição, preços, visibilidade do produto; 409 se outra pessoa salvou antes',
        tags,
        params: catalogProductParams,
        body: catalogProductPatch,
        response: { 200: product, ...refusals, 409: errorEnvelope },
      },
    },
    async (request) =>
      changed(saveProduct(app.db, request.staff, where(request), request.body), CATALOG_ADMIN_MESSAGES.saved),
  );
};
