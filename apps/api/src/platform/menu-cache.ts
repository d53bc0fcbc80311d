import fp from 'fastify-plugin';
import { JsonCache } from '../http/json-cache.ts';
import { redisKey } from './config.ts';
import { fanOut, throttledRedisWarning } from './fan-out.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialized menu responses, kept for MENU_CACHE_SECONDS (docs/adr/0003-menu-response-cache.md). */
    menuCache: JsonCache;
    /**
     * Drops cached catalogue responses after a change of the catalogue (an import, a back-office save): in this
     * process at once, and in every other process of the deployment through Redis when REDIS_URL is set.
     */
    clearCatalogCache: () => void;
  }
}

/** The Redis channel (under REDIS_PREFIX) on which a process tells the others that the catalogue changed. */
export const CATALOG_CHANGES_CHANNEL = 'catalog-changes';

export const menuCachePlugin = fp(
  async (app) => {
    const cache = new JsonCache(app.config.MENU_CACHE_SECONDS * 1000);
    const changes = fanOut<{ at: number }, 'catalogo'>(
      app.redis?.client ?? null,
      redisKey(app.config, CATALOG_CHANGES_CHANNEL),
      () => ['catalogo'],
      throttledRedisWarning(app.log.child({ module: 'menu-cache' }), 'catalogue changes'),
    );
    changes.subscribe('catalogo', () => cache.clear());
    // a change made elsewhere during a Redis outage never arrived
    changes.onResume(() => cache.clear());
    app.decorate('menuCache', cache);
    app.decorate('clearCatalogCache', () => changes.publish({ at: Date.now() }));
    app.addHook('onClose', () => changes.close());
  },
  { name: 'menu-cache', dependencies: ['config', 'redis'] },
);
