import type { FastifyPluginAsync } from 'fastify';
import { geocodingRoutes } from './routes.ts';

/** Reverse geocoding of the current location, address suggestions and the CEP lookup (§7 geocode). */
export const geocodingModule: FastifyPluginAsync = async (app) => {
  await app.register(geocodingRoutes, { geocoder: app.geocoder });
};
