import {
  catalogCategory,
  catalogCategoryBody,
  catalogCategoryOrder,
  catalogCategoryParams,
  catalogCategoryPatch,
  catalogChoices,
  catalogProductDefinition,
  catalogProductDefinitionSave,
  catalogProductDraft,
  catalogProductParams,
  envelope,
  errorEnvelope,
  uploadedPicture,
} from '@comanda/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandOfStore } from '../../stores/index.ts';
import { changeCategory, createCategory, orderCategories } from './categories.ts';
import { productDefinition, catalogChoices as readChoices } from './definition-read.ts';
import { createProduct, saveDefinition } from './definition-write.ts';
import { keepPicture, PICTURE_CONTENT_TYPES, PICTURE_MAX_BYTES } from './pictures.ts';
import { CATALOG_ADMIN_MESSAGES as M } from './texts.ts';

const tags = ['catalog'];
const refusals = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const definition = envelope(catalogProductDefinition);
const category = envelope(catalogCategory);

/**
 * The catalogue's structure (admin; docs/backoffice.md, "Products" and "Categories"): categories, whole product
 * definitions with option groups, allergens, nutrition, kits and suggestions, and pictures. Store-scoped like the
 * rest of the catalogue: the store names the brand. Every write drops every process's menu cache.
 */
export const catalogStructureRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.requireStaff({ roles: ['admin'], storeScoped: true });
  const brand = (request: FastifyRequest) => brandOfStore(app.db, request.staff!.loja!.id);
  const changed = async <T>(work: Promise<T>, message: string) => {
    const data = await work;
    app.clearCatalogCache();
    return { status: 'success' as const, message, data };
  };

  app.get(
    '/gestao/catalogo/escolhas',
    {
      preHandler: admins,
      schema: {
        summary:
          'Gestão (admin): categorias, alergênicos, produtos e lojas da marca, para o formulário de produto',
        tags,
        response: { 200: envelope(catalogChoices), ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await readChoices(app.db, await brand(request)),
    }),
  );

  app.post(
    '/gestao/catalogo/produtos',
    {
      preHandler: admins,
      schema: {
        summary:
          'Gestão (admin): cria um produto com foto, alergênicos, tabela nutricional, grupos, kit e sugestão',
        tags,
        body: catalogProductDraft,
        response: { 201: definition, ...refusals },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return changed(createProduct(app.db, request.staff, await brand(request), request.body), M.created);
    },
  );

  app.get(
    '/gestao/catalogo/produtos/:cod/definicao',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): a definição inteira do produto, com a versão que um salvamento deve citar',
        tags,
        params: catalogProductParams,
        response: { 200: definition, ...refusals },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await productDefinition(app.db, { brandId: await brand(request), cod: request.params.cod }),
    }),
  );

  app.put(
    '/gestao/catalogo/produtos/:cod/definicao',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): salva a definição inteira do produto; 409 se outra pessoa salvou antes',
        tags,
        params: catalogProductParams,
        body: catalogProductDefinitionSave,
        response: { 200: definition, ...refusals, 409: errorEnvelope },
      },
    },
    async (request) =>
      changed(
        saveDefinition(
          app.db,
          request.staff,
          { brandId: await brand(request), cod: request.params.cod },
          request.body,
        ),
        M.saved,
      ),
  );

  app.post(
    '/gestao/catalogo/categorias',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): nova categoria, a última do cardápio',
        tags,
        body: catalogCategoryBody,
        response: { 201: category, ...refusals },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return changed(
        createCategory(app.db, request.staff, await brand(request), request.body),
        M.categoryCreated,
      );
    },
  );

  app.patch(
    '/gestao/catalogo/categorias/:id',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): renomeia a categoria, ou a mostra ou esconde no cardápio',
        tags,
        params: catalogCategoryParams,
        body: catalogCategoryPatch,
        response: { 200: category, ...refusals },
      },
    },
    async (request) =>
      changed(
        changeCategory(
          app.db,
          request.staff,
          { brandId: await brand(request), id: request.params.id },
          request.body,
        ),
        M.categorySaved,
      ),
  );

  app.put(
    '/gestao/catalogo/categorias/ordem',
    {
      preHandler: admins,
      schema: {
        summary: 'Gestão (admin): a ordem das categorias no cardápio (todas, cada uma uma vez)',
        tags,
        body: catalogCategoryOrder,
        response: { 200: envelope(z.array(catalogCategory)), ...refusals },
      },
    },
    async (request) =>
      changed(
        orderCategories(app.db, request.staff, await brand(request), request.body.ids),
        M.categoriesOrdered,
      ),
  );

  // A picture arrives as the request's body (Content-Type image/jpeg, image/png or image/webp), as a phone sends it.
  app.addContentTypeParser(
    [...PICTURE_CONTENT_TYPES],
    { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/gestao/imagens',
    {
      preHandler: app.requireStaff({ roles: ['admin'] }),
      bodyLimit: PICTURE_MAX_BYTES,
      schema: {
        summary:
          'Gestão (admin): envia uma foto (JPEG, PNG ou WebP); volta guardada nos tamanhos do cardápio',
        tags,
        consumes: [...PICTURE_CONTENT_TYPES],
        response: { 201: envelope(uploadedPicture), ...refusals, 413: errorEnvelope, 415: errorEnvelope },
      },
    },
    async (request, reply) => {
      reply.status(201);
      const picture = await keepPicture(app.db, request.staff, request.body as Buffer);
      return { status: 'success' as const, message: M.pictureSaved, data: picture };
    },
  );
};
