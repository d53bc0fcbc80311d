import fp from 'fastify-plugin';
import { connectRedis } from '../providers/redis/index.ts';

/**
 * The Redis connection when REDIS_URL is set (`app.redis`, declared beside the connection), null otherwise;
 * closed with the app.
 */
export const redisPlugin = fp(
  async (app) => {
    const url = app.config.REDIS_URL;
    const redis = url ? connectRedis(url, app.log.child({ module: 'redis' })) : null;
    app.decorate('redis', redis);
    if (redis) app.addHook('onClose', () => redis.close());
  },
  { name: 'redis', dependencies: ['config'] },
);
