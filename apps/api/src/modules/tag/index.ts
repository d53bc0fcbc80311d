import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes } from './routes.ts';
import { configuredTags } from './tags.ts';

export { thirdPartyOrigins } from './tags.ts';

/** GET /api/tag: the brand's consent-gated third-party scripts (docs/adr/0172-third-party-scripts-after-consent.md). */
export const tagModule: FastifyPluginAsync = async (app) => {
  await app.register(tagRoutes, { tags: configuredTags(app.config) });
};
