import {
  bannerAdmin,
  bannerCreateBody,
  bannerIdParams,
  bannerOrderBody,
  bannerPatchBody,
  envelope,
  errorEnvelope,
} from '@comanda/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandOfStore } from '../../stores/index.ts';
import {
  changeBanner,
  createBanner,
  listBanners,
  BANNER_ADMIN_MESSAGES as M,
  orderBanners,
} from './manage.ts';

const tags = ['banners'];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const one = envelope(bannerAdmin);
const all = envelope(z.array(bannerAdmin));

/**
 * The brand's banners in the back office (admin; docs/backoffice.md, "Banners"): listed in order, created, changed
 * (what they show and open, platform, stores, schedule, on or off) and ordered; every write audited. Store-scoped
 * like the catalogue: the store (`lojaId` or X-Loja-Id) names the brand. Every write drops every process's menu
 * cache, where the first screen keeps its banners.
 */
export const bannerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireStaff({ roles: ['admin'], storeScoped: true });
  const brand = (request: FastifyRequest) => brandOfStore(app.db, request.staff!.loja!.id);
  const changed = async <T>(work: Promise<T>, message: string) => {
    const data = await work;
    app.clearCatalogCache();
    return { status: 'success' as const, message, data };
  };

  app.get(
    '/gestao/banners',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): todos os banners da marca, ativos ou não, na ordem da vitrine',
        tags,
        response: { 200: all, ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listBanners(app.db, await brand(request)),
    }),
  );

  app.post(
    '/gestao/banners',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): novo banner, o último da ordem',
        tags,
        body: bannerCreateBody,
        response: { 201: one, ...refusals },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return changed(createBanner(app.db, request.staff, await brand(request), request.body), M.created);
    },
  );

  app.put(
    '/gestao/banners/ordem',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): a ordem dos banners na vitrine (todos, cada um uma vez)',
        tags,
        body: bannerOrderBody,
        response: { 200: all, ...refusals },
      },
    },
    async (request) =>
      changed(orderBanners(app.db, request.staff, await brand(request), request.body.ids), M.ordered),
  );

  app.patch(
    '/gestao/banners/:id',
    {
      preHandler: admins,
      schema: {
        summary:
          'Gestão (admin): altera o banner (foto, tipo, destino, plataforma, lojas, período, padrão, ativo)',
        tags,
        params: bannerIdParams,
        body: bannerPatchBody,
        response: { 200: one, ...refusals },
      },
    },
    async (request) =>
      changed(
        changeBanner(
          app.db,
          request.staff,
          { brandId: await brand(request), id: request.params.id },
          request.body,
        ),
        M.saved,
      ),
  );
};
