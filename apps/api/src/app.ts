import { refusingControlCharacters } from '@comanda/contract';
import { BRAND_ID } from '@comanda/domain';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { ZodType } from 'zod';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { authPlugin, resolveJwtSecret } from './http/auth.ts';
import { registerCsrf } from './http/csrf.ts';
import { registerErrorHandling, TOO_MANY_REQUESTS } from './http/errors.ts';
import { JsonCache } from './http/json-cache.ts';
import { tileImageSource } from './http/map-tiles.ts';
import { fallbackRateLimitStore } from './http/rate-limit-store.ts';
import { logSerializers, redactDeep, redactPaths } from './http/redaction.ts';
import { registerWebApp } from './http/static-web.ts';
import { accountErasureSteps } from './modules/account/erasure.ts';
import { identifierHasher } from './modules/account/identifiers.ts';
import { customersRepository } from './modules/account/repository.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { accountService } from './modules/account/service.ts';
import { addressesErasureStep } from './modules/addresses/erasure.ts';
import { addressesRoutes } from './modules/addresses/routes.ts';
import { addressesService } from './modules/addresses/service.ts';
import { brandNameLookup } from './modules/auth/brand-name.ts';
import { codeStore } from './modules/auth/codes.ts';
import { loginThrottleErasureStep, loginThrottleStore } from './modules/auth/login-throttle.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authService } from './modules/auth/service.ts';
import { sessionService } from './modules/auth/sessions.ts';
import { bannersRepository } from './modules/banners/repository.ts';
import { bannersRoutes } from './modules/banners/routes.ts';
import { bannersService } from './modules/banners/service.ts';
import { cartRepository } from './modules/cart/repository.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { cartService } from './modules/cart/service.ts';
import { couponsRepository } from './modules/coupons/repository.ts';
import { couponsRoutes } from './modules/coupons/routes.ts';
import { couponsService } from './modules/coupons/service.ts';
import { devicesRoutes } from './modules/devices/routes.ts';
import { geocodingRoutes } from './modules/geocoding/routes.ts';
import { giftCardsRepository } from './modules/gift-cards/repository.ts';
import { giftCardsRoutes } from './modules/gift-cards/routes.ts';
import { giftCardsService } from './modules/gift-cards/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { menuRepository } from './modules/menu/repository.ts';
import { menuRoutes } from './modules/menu/routes.ts';
import { menuService } from './modules/menu/service.ts';
import { notificationsRepository } from './modules/notifications/repository.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { notificationsService } from './modules/notifications/service.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { reservationsErasureStep } from './modules/reservations/erasure.ts';
import { reservationsRoutes } from './modules/reservations/routes.ts';
import { reservationsService } from './modules/reservations/service.ts';
import { restaurantsRepository } from './modules/restaurants/repository.ts';
import { restaurantsRoutes } from './modules/restaurants/routes.ts';
import { restaurantsService } from './modules/restaurants/service.ts';
import { storesRepository } from './modules/stores/repository.ts';
import { storesRoutes } from './modules/stores/routes.ts';
import { storesService } from './modules/stores/service.ts';
import { type Clock, systemClock } from './providers/clock.ts';
import { createGeocoder } from './providers/geocoding/index.ts';
import { createMessaging } from './providers/messaging/index.ts';
import { connectRedis } from './providers/redis/index.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  /** Serve the built web app from env.WEB_DIST (the production process does; API tests need not). */
  serveWeb?: boolean;
  /** The current instant for code expiry and rate windows (tests move it forward). */
  clock?: Clock;
  /** Where the log lines go (standard output when absent). */
  logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops cached catalogue responses (after a catalogue import). */
    clearCatalogCache: () => void;
  }
}

/** Builds the whole HTTP application: security plugins, then the API's modules under /api, then the web app. */
export async function buildApp({
  env,
  database,
  serveWeb = false,
  clock = systemClock,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: logSerializers,
      formatters: { log: redactDeep },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  });
  // One rule for every input of every route: a control character in any string is a 400 naming the field.
  app.setValidatorCompiler<ZodType>(({ schema, ...route }) =>
    validatorCompiler({ ...route, schema: refusingControlCharacters(schema) }),
  );
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const secureCookie = env.COOKIE_SECURE ?? production;
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(env.MAP_TILE_URL)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secureCookie ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: secureCookie,
  });
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL, app.log.child({ module: 'redis' })) : null;
  app.decorate('redis', redis);
  if (redis) app.addHook('onClose', () => redis.close());
  registerCsrf(app);
  const serverKey = resolveJwtSecret({ secret: env.JWT_SECRET, production, dataDir: env.DATA_DIR });
  await app.register(authPlugin, { key: serverKey });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Comanda API', version: '1.3.14' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  const catalogCache = new JsonCache(env.MENU_CACHE_SECONDS * 1000);
  app.decorate('clearCatalogCache', () => catalogCache.clear());
  const db = database.db;

  const hasher = identifierHasher(serverKey);
  app.setTokenVersionCheck(async (claims) => {
    const id = Number(claims.sub);
    return Number.isSafeInteger(id) && customersRepository.tokenIsCurrent(db, id, claims.ver);
  });
  const messaging = createMessaging(env, db, hasher);
  if (production && messaging.isOutbox)
    app.log.warn('MESSAGING_PROVIDER=outbox in production: codes are stored in the database, not sent');
  app.addHook('onClose', async () => {
    await messaging.idle();
    messaging.close();
  });
  const auth = authService({
    db,
    codes: codeStore({ hasher, sendsPerHour: env.AUTH_CODE_SENDS_PER_HOUR }),
    loginThrottle: loginThrottleStore(hasher),
    sessions: sessionService(db, app.tokens),
    messaging,
    clock,
    brandName: brandNameLookup(db),
    log: app.log,
  });

  await app.register(
    async (api) => {
      await api.register(fastifyRateLimit, {
        max: env.RATE_LIMIT_MAX,
        timeWindow: env.RATE_LIMIT_WINDOW,
        ...(redis ? { store: fallbackRateLimitStore(redis, 'comanda-rl:') } : {}),
        errorResponseBuilder: () => ({ statusCode: 429, status: 'error', message: TOO_MANY_REQUESTS }),
      });
      await api.register(healthRoutes, { database });
      await api.register(menuRoutes, { service: menuService(menuRepository(db), catalogCache) });
      await api.register(bannersRoutes, { service: bannersService(bannersRepository(db)) });
      await api.register(authRoutes, { service: auth, db, rateLimitMax: env.AUTH_RATE_LIMIT_MAX });
      await api.register(accountRoutes, {
        service: accountService({
          db,
          clock,
          hasher,
          erasure: [
            ...accountErasureSteps(hasher),
            loginThrottleErasureStep,
            addressesErasureStep,
            reservationsErasureStep,
          ],
        }),
        db,
        rateLimitMax: env.AUTH_RATE_LIMIT_MAX,
      });
      await api.register(notificationsRoutes, {
        service: notificationsService({ db, repo: notificationsRepository(db), clock }),
        db,
      });
      await api.register(devicesRoutes, { db, clock });
      const coupons = couponsService({ repo: couponsRepository(db), clock });
      const giftCards = giftCardsService({ repo: giftCardsRepository(db), clock });
      const cart = cartService({ repo: cartRepository(db), coupons, giftCards });
      await api.register(cartRoutes, { service: cart });
      await api.register(couponsRoutes, { service: coupons, priceBag: cart.priceBag });
      await api.register(giftCardsRoutes, { service: giftCards });
      const geocoder = createGeocoder(env);
      const stores = storesService({ repo: storesRepository(db), geocoder, clock });
      await api.register(storesRoutes, { service: stores });
      await api.register(restaurantsRoutes, {
        service: restaurantsService({ repo: restaurantsRepository(db), clock, brandId: BRAND_ID }),
      });
      await api.register(geocodingRoutes, { geocoder });
      await api.register(addressesRoutes, {
        service: addressesService({ db, stores, clock, maxPerCustomer: env.ADDRESSES_PER_CUSTOMER }),
        db,
      });
      await api.register(reservationsRoutes, { service: reservationsService({ db, clock }), db });
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  if (!production) await app.register(outboxRoutes, { db });
  await registerWebApp(app, serveWeb ? env.WEB_DIST : null, {
    secureCookie,
    mapTiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
  });
  return app;
}
