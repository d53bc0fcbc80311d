import fp from 'fastify-plugin';
import { createGeocoder, type Geocoder } from '../providers/geocoding/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Address search, reverse geocoding and CEP lookup (GEOCODER): the offline gazetteer by default. */
    geocoder: Geocoder;
  }
}

export const geocoderPlugin = fp(
  async (app) => {
    app.decorate('geocoder', createGeocoder(app.config));
  },
  { name: 'geocoder', dependencies: ['config'] },
);
