import { createSecretKey, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { customers } from '../db/schema/account.ts';
import { HttpError, SESSION_EXPIRED } from './errors.ts';

export interface AccessClaims {
  /** Customer id. */
  sub: string;
  /** Server-side token version: bumping it (logout, deactivation, deletion) revokes every token. */
  ver: number;
}

export interface TokenService {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims>;
}

/** The authenticated caller: their own active customer row. */
export type AuthenticatedCustomer = typeof customers.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * Identifies the caller by the bearer token alone and sets `request.customer`, or answers 401: the token must
     * be ours and unexpired, and its version the active customer's current one (one query).
     */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The caller's customer row once `app.authenticate` has run; null on a request it has not identified. */
    customer: AuthenticatedCustomer | null;
  }
}

const ISSUER = 'comanda';
/** Lifetime of an access token in seconds; the refresh token renews it. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** Clock difference between API processes accepted on `iat` and `exp`. */
const CLOCK_TOLERANCE_SECONDS = 30;

/** The signing key: JWT_SECRET, or (outside production) a random one kept in the data directory. */
export function resolveJwtSecret(options: {
  secret?: string;
  production: boolean;
  dataDir: string;
}): Uint8Array {
  if (options.secret) return new TextEncoder().encode(options.secret);
  if (options.production) throw new Error('JWT_SECRET is required when NODE_ENV=production');
  mkdirSync(options.dataDir, { recursive: true });
  const file = join(options.dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    // written aside and linked into place: of processes starting together, the first link wins and all read it
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(draft);
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The bearer token the caller sent, echoed as the §3 User's `jwt`. */
export function presentedToken(request: FastifyRequest): string {
  return bearer(request) ?? '';
}

/**
 * The key a per-account rate limit counts under: the customer the bearer token names, read without verifying
 * it (limits run before authentication; a forged token is counted, then refused), or the client's address.
 */
export function claimedCustomerKey(request: FastifyRequest): string {
  const token = bearer(request);
  if (token) {
    try {
      const { sub } = decodeJwt(token);
      if (sub) return `customer:${sub}`;
    } catch {
      // Not a JWT: counted by address, then refused by authentication.
    }
  }
  return `ip:${request.ip}`;
}

const unauthorized = () => new HttpError(401, 'not_authenticated', SESSION_EXPIRED, { responseCode: 401 });

export const authPlugin = fp(
  async (app: FastifyInstance, options: { key: Uint8Array }) => {
    // made once: given the raw bytes, jose would import the key again for every token it signs or checks
    const key = createSecretKey(options.key);
    const tokens: TokenService = {
      sign: (claims) =>
        new SignJWT({ ver: claims.ver })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(claims.sub)
          .setIssuer(ISSUER)
          .setIssuedAt()
          .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
          .sign(key),
      verify: async (token) => {
        // A token without an expiry, an issue time or our issuer is refused even when its signature is right,
        // and none lives longer than an access token may, whatever `exp` it claims.
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'iss', 'sub'],
          maxTokenAge: ACCESS_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number')
          throw new joseErrors.JWTInvalid('claims');
        if (payload.exp! - payload.iat! > ACCESS_TOKEN_TTL_SECONDS)
          throw new joseErrors.JWTInvalid('lifetime');
        return { sub: payload.sub, ver: payload.ver };
      },
    };

    /** The active customer the claims name, when the token's version is still theirs. */
    async function currentCustomer(claims: AccessClaims): Promise<AuthenticatedCustomer | undefined> {
      const id = Number(claims.sub);
      if (!Number.isSafeInteger(id)) return undefined;
      const [row] = await app.db
        .select()
        .from(customers)
        .where(
          and(eq(customers.id, id), eq(customers.tokenVersion, claims.ver), eq(customers.status, 'active')),
        );
      return row;
    }

    app.decorate('tokens', tokens);
    app.decorateRequest('customer', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) throw unauthorized();
      let claims: AccessClaims;
      try {
        claims = await tokens.verify(token);
      } catch {
        throw unauthorized();
      }
      const customer = await currentCustomer(claims);
      if (!customer) throw unauthorized();
      request.customer = customer;
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);
