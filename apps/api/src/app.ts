import { refusingControlCharacters } from '@comanda/contract';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { ZodType } from 'zod';
import { catalogExportRoutes } from './catalog/export-routes.ts';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { authPlugin, resolveJwtSecret } from './http/auth.ts';
import { registerCsrf } from './http/csrf.ts';
import { registerErrorHandling, TOO_MANY_REQUESTS } from './http/errors.ts';
import { loadFirstScreenRenderer } from './http/first-screen-renderer.ts';
import { tileImageSource } from './http/map-tiles.ts';
import { payloadEncryptionPlugin, payloadKeyRoutes } from './http/payload-encryption.ts';
import { fallbackRateLimitStore, RATE_LIMIT_KEYS } from './http/rate-limit-store.ts';
import { logSerializers, redactDeep, redactPaths } from './http/redaction.ts';
import { registerRequestIds, requestId } from './http/request-id.ts';
import { registerWebApp } from './http/static-web.ts';
import { accountModule } from './modules/account/index.ts';
import { addressesModule } from './modules/addresses/index.ts';
import { authModule } from './modules/auth/index.ts';
import { bagModule, priceBag } from './modules/bag/index.ts';
import { bannersModule, bannersService } from './modules/banners/index.ts';
import { cardsModule } from './modules/cards/index.ts';
import { couponsModule } from './modules/coupons/index.ts';
import { devicesModule } from './modules/devices/index.ts';
import { donationsModule } from './modules/donations/index.ts';
import { geocodingModule } from './modules/geocoding/index.ts';
import { giftCardsModule } from './modules/gift-cards/index.ts';
import { healthModule } from './modules/health/index.ts';
import { benefitHolding, loyaltyModule } from './modules/loyalty/index.ts';
import {
  FIRST_SCREEN_PATHS,
  firstScreenPage,
  menuModule,
  menuService,
  pictureFileRoutes,
} from './modules/menu/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { operatorsModule } from './modules/operators/index.ts';
import { ordersModule, ordersUnderWay, placedOrderCount } from './modules/orders/index.ts';
import { outboxDevModule, outboxModule } from './modules/outbox/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { reservationsModule } from './modules/reservations/index.ts';
import { restaurantsModule } from './modules/restaurants/index.ts';
import { audit, staffModule } from './modules/staff/index.ts';
import { storesModule } from './modules/stores/index.ts';
import { supportModule } from './modules/support/index.ts';
import { tagModule, thirdPartyOrigins } from './modules/tag/index.ts';
import { whatsappModule } from './modules/whatsapp/index.ts';
import { configPlugin, redisKey } from './platform/config.ts';
import { databasePlugin } from './platform/database.ts';
import { geocoderPlugin } from './platform/geocoder.ts';
import { identifiersPlugin } from './platform/identifiers.ts';
import { jobsPlugin } from './platform/jobs/index.ts';
import { lifecyclePlugin } from './platform/lifecycle.ts';
import { menuCachePlugin } from './platform/menu-cache.ts';
import { messagingPlugin } from './platform/messaging.ts';
import { metricsPlugin } from './platform/metrics.ts';
import { orderEventsPlugin } from './platform/order-events.ts';
import { redisPlugin } from './platform/redis.ts';
import { type Clock, systemClock } from './providers/clock.ts';
import { browserTokenizationOrigins } from './providers/payments/index.ts';

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

/**
 * Builds the whole HTTP application: external plugins, the platform (configuration, database, Redis, jobs, sessions,
 * messaging, geocoder, menu cache) decorated onto the instance, then the modules under /api in order — a module comes
 * after those whose decorations it uses — and the web app (docs/adr/0100-api-modules-as-plugins.md).
 */
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
    genReqId: requestId,
    bodyLimit: 256 * 1024,
    return503OnClosing: true,
  });
  // One rule for every input of every route: a control character in any string is a 400 naming the field.
  app.setValidatorCompiler<ZodType>(({ schema, ...route }) =>
    validatorCompiler({ ...route, schema: refusingControlCharacters(schema) }),
  );
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestIds(app);

  const secureCookie = env.COOKIE_SECURE ?? production;
  const serverKey = resolveJwtSecret({ secret: env.JWT_SECRET, production, dataDir: env.DATA_DIR });
  await app.register(fastifyCookie);
  // the web build's module of the menu page's first screen; its inline script is allowed by hash (ADR 0140)
  const firstScreenRenderer = await loadFirstScreenRenderer(serveWeb ? env.WEB_DIST : null);
  // the brand's tag manager, fraud fingerprint and support widget: exactly their origins, none when unset (ADR 0172)
  const thirdParty = thirdPartyOrigins(env);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(firstScreenRenderer ? [firstScreenRenderer.scriptHash] : []),
          ...thirdParty,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(env.MAP_TILE_URL), ...thirdParty],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...browserTokenizationOrigins(env), ...thirdParty],
        ...(thirdParty.length > 0 ? { frameSrc: ["'self'", ...thirdParty] } : {}),
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
  await app.register(configPlugin, { env, clock });
  await app.register(databasePlugin, { database });
  await app.register(redisPlugin);
  await app.register(jobsPlugin);
  await app.register(orderEventsPlugin);
  registerCsrf(app);
  await app.register(authPlugin, { key: serverKey });
  await app.register(payloadEncryptionPlugin, {
    enabled: env.PAYLOAD_ENCRYPTION === 'on',
    secret: env.PAYLOAD_ENCRYPTION_SECRET
      ? new TextEncoder().encode(env.PAYLOAD_ENCRYPTION_SECRET)
      : serverKey,
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Comanda API', version: '1.3.14' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(identifiersPlugin, { key: serverKey });
  await app.register(messagingPlugin);
  await app.register(geocoderPlugin);
  await app.register(menuCachePlugin);
  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin);

  await app.register(
    async (api) => {
      await api.register(fastifyRateLimit, {
        max: env.RATE_LIMIT_MAX,
        timeWindow: env.RATE_LIMIT_WINDOW,
        ...(app.redis ? { store: fallbackRateLimitStore(app.redis, redisKey(env, RATE_LIMIT_KEYS)) } : {}),
        errorResponseBuilder: () => ({
          statusCode: 429,
          status: 'error',
          code: 'rate_limited',
          message: TOO_MANY_REQUESTS,
        }),
      });
      await api.register(healthModule);
      await api.register(payloadKeyRoutes);
      // Staff first: the back-office routes of later modules (the menu's catalogue) declare who may call them.
      await api.register(staffModule, { key: serverKey });
      await api.register(menuModule);
      await api.register(catalogExportRoutes);
      await api.register(bannersModule);
      await api.register(accountModule);
      await api.register(authModule);
      await api.register(loyaltyModule, { ordersUnderWay });
      await api.register(notificationsModule);
      await api.register(outboxModule);
      await api.register(devicesModule);
      await api.register(giftCardsModule);
      await api.register(couponsModule, { priceBag, placedOrders: placedOrderCount, benefitHolding });
      await api.register(bagModule);
      await api.register(storesModule, { audit });
      await api.register(restaurantsModule);
      await api.register(geocodingModule);
      await api.register(addressesModule);
      await api.register(reservationsModule);
      await api.register(cardsModule);
      await api.register(paymentsModule);
      await api.register(ordersModule);
      await api.register(donationsModule);
      await api.register(operatorsModule);
      await api.register(supportModule);
      await api.register(whatsappModule);
      await api.register(tagModule);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  await app.register(pictureFileRoutes);
  if (!production) await app.register(outboxDevModule);
  await registerWebApp(app, serveWeb ? env.WEB_DIST : null, {
    secureCookie,
    mapTiles: { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
    firstScreen: {
      paths: FIRST_SCREEN_PATHS,
      page: (indexHtml) =>
        firstScreenPage({
          indexHtml,
          menu: menuService({ db: app.db, cache: app.menuCache }),
          banners: bannersService({ db: app.db }),
          cache: app.menuCache,
          renderer: firstScreenRenderer,
        }),
    },
    ...(firstScreenRenderer?.frame ? { screenFrame: firstScreenRenderer.frame } : {}),
  });
  return app;
}
