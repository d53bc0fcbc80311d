import type { FastifyPluginAsync } from 'fastify';
import { bannerAdminRoutes } from './admin/routes.ts';
import { bannersRoutes } from './routes.ts';
import { bannersService } from './service.ts';

export { type BannersService, bannersService } from './service.ts';

/** The storefront banners (§7 banners), and the back office's, which changes them. */
export const bannersModule: FastifyPluginAsync = async (app) => {
  await app.register(bannersRoutes, { service: bannersService({ db: app.db }) });
  await app.register(bannerAdminRoutes);
};
