import fp from 'fastify-plugin';
import { registerStaffAccess } from './access.ts';
import { staffDevRoutes } from './dev-routes.ts';
import { staffSessionRoutes } from './session-routes.ts';
import { sessionCookies } from './sessions.ts';
import { signInService } from './sign-in.ts';
import { staffTeamRoutes } from './team-routes.ts';
import { secretBox } from './totp.ts';

export { STAFF_STORE_HEADER, type StaffAccessOptions, type StaffContext } from './access.ts';
export { type AuditActor, audit } from './audit.ts';
export { STAFF_COOKIE } from './sessions.ts';

/**
 * The back office's people (docs/backoffice.md): staff accounts and roles, sign-in with password and TOTP in an
 * HttpOnly cookie, `app.requireStaff` for every back-office route, and the append-only audit log.
 */
export const staffModule = fp<{ key: Uint8Array }>(
  async (app, { key }) => {
    const cookies = sessionCookies(app.config.COOKIE_SECURE ?? app.config.NODE_ENV === 'production');
    registerStaffAccess(app, cookies);
    const signIn = signInService({
      db: app.db,
      clock: app.clock,
      hasher: app.identifiers,
      box: secretBox(key),
      cookies,
    });
    await app.register(staffSessionRoutes, { signIn, rateLimitMax: app.config.AUTH_RATE_LIMIT_MAX });
    await app.register(staffTeamRoutes);
    if (app.config.NODE_ENV !== 'production') await app.register(staffDevRoutes);
  },
  { name: 'staff', dependencies: ['config', 'database', 'identifiers'] },
);
