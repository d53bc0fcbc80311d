import { envelope, type ThirdPartyTags, thirdPartyTags } from '@comanda/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/tag (§7 `tag`): public, the same for every customer; changes only with the configuration. */
export const tagRoutes: FastifyPluginAsyncZod<{ tags: ThirdPartyTags }> = async (app, { tags }) => {
  app.get(
    '/tag',
    {
      schema: {
        summary:
          'Scripts de terceiros configurados pela marca (gerenciador de tags, antifraude, widget de suporte); o app ' +
          'só os carrega depois que o cliente aceita os cookies',
        tags: ['tag'],
        response: { 200: envelope(thirdPartyTags) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { status: 'success' as const, data: tags };
    },
  );
};
