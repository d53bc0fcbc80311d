import type { FastifyPluginAsync } from 'fastify';
import { brandNameLookup } from './brand-name.ts';
import { codeStore } from './codes.ts';
import { authErasureStep } from './erasure.ts';
import { loginThrottleStore } from './login-throttle.ts';
import { authRoutes } from './routes.ts';
import { authService } from './service.ts';
import { sessionService } from './sessions.ts';

export { type LoginThrottleStore, loginThrottleStore } from './login-throttle.ts';
export { checkPassword, hashPassword } from './passwords.ts';

/** Phone and e-mail login, sign-up, e-mail confirmation, password reset and sessions (§7 auth/*). */
export const authModule: FastifyPluginAsync = async (app) => {
  const { db, identifiers: hasher, customers } = app;
  app.accounts.addErasureStep(authErasureStep);
  const service = authService({
    db,
    customers,
    codes: codeStore({ hasher, sendsPerHour: app.config.AUTH_CODE_SENDS_PER_HOUR }),
    loginThrottle: loginThrottleStore(hasher),
    sessions: sessionService({ db, tokens: app.tokens, customers, accounts: app.accounts }),
    messaging: app.messaging,
    clock: app.clock,
    brandName: brandNameLookup(db),
    log: app.log,
  });
  await app.register(authRoutes, { service, rateLimitMax: app.config.AUTH_RATE_LIMIT_MAX });
};
