import fp from 'fastify-plugin';
import { JsonCache } from '../http/json-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialized menu responses, kept for MENU_CACHE_SECONDS (docs/adr/0003-menu-response-cache.md). */
    menuCache: JsonCache;
    /** Drops cached catalogue responses (after a catalogue import). */
    clearCatalogCache: () => void;
  }
}

export const menuCachePlugin = fp(
  async (app) => {
    const cache = new JsonCache(app.config.MENU_CACHE_SECONDS * 1000);
    app.decorate('menuCache', cache);
    app.decorate('clearCatalogCache', () => cache.clear());
  },
  { name: 'menu-cache', dependencies: ['config'] },
);
