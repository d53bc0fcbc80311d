import type { StaffRole } from '@comanda/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { STORE_NOT_FOUND } from '../stores/index.ts';
import { type StaffRow, type StoreRef, storesOf } from './accounts.ts';
import { type sessionCookies, sessionOf } from './sessions.ts';
import { STAFF_MESSAGES } from './texts.ts';

/** The header naming the store a staff member acts for, when not in the path or the query. */
export const STAFF_STORE_HEADER = 'x-loja-id';

/** The signed-in staff member of a back-office request. */
export interface StaffContext {
  id: number;
  nome: string;
  email: string;
  papel: StaffRole;
  /** Every store for an admin; the member's own for the others. */
  lojas: StoreRef[];
  /** The store the request acts for, on store-scoped routes. */
  loja: StoreRef | null;
}

export interface StaffAccessOptions {
  /** The roles allowed; any other is a 403. */
  roles: readonly StaffRole[];
  /**
   * The route acts on one store: `lojaId` from the path, the query or the `X-Loja-Id` header, or the member's only
   * store when they have one. A store outside the member's scope is a 403. 'optional': a store named is checked
   * the same way; none named leaves `loja` null and the route acts on all of the member's stores (`lojas`).
   */
  storeScoped?: boolean | 'optional';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler for back-office routes: a signed-in staff member with one of `roles` (and the store's scope). */
    requireStaff: (options: StaffAccessOptions) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.requireStaff`. */
    staff: StaffContext | null;
  }
}

const storeId = z.coerce.number().int().positive().max(2_147_483_647);
const STORE_ID_INVALID = 'O campo lojaId deve ser um número inteiro positivo.';
const invalidStore = (message: string) =>
  new HttpError(400, 'validation_failed', message, { errors: [{ campo: 'lojaId', mensagem: message }] });

export const forbidden = (message: string = STAFF_MESSAGES.forbidden) =>
  new HttpError(403, 'staff_forbidden', message);
export const sessionRequired = () =>
  new HttpError(401, 'staff_session_required', STAFF_MESSAGES.sessionRequired);

/**
 * The store the request names: `lojaId` in the path, the query or the body, or the `X-Loja-Id` header. Two of them
 * naming different stores is a 400: the check must be about the store the route will act on.
 */
function requestedStore(request: FastifyRequest): number | null {
  const field = (source: unknown) =>
    source && typeof source === 'object' ? (source as Record<string, unknown>).lojaId : undefined;
  const values = [
    field(request.params),
    field(request.query),
    field(request.body),
    request.headers[STAFF_STORE_HEADER],
  ].filter((v) => v !== undefined && v !== null && v !== '');
  if (values.length === 0) return null;
  const ids = new Set(
    values.map((value) => {
      const parsed = storeId.safeParse(value);
      if (!parsed.success) throw invalidStore(STORE_ID_INVALID);
      return parsed.data;
    }),
  );
  if (ids.size > 1) throw invalidStore(STAFF_MESSAGES.storeConflict);
  return [...ids][0]!;
}

function storeFor(
  request: FastifyRequest,
  staff: StaffRow,
  stores: StoreRef[],
  scoped: true | 'optional',
): StoreRef | null {
  const wanted = requestedStore(request);
  if (wanted === null && scoped === 'optional') return null;
  if (wanted === null) {
    if (staff.papel !== 'admin' && stores.length === 1) return stores[0]!;
    throw new HttpError(400, 'staff_store_required', STAFF_MESSAGES.storeRequired);
  }
  const store = stores.find((s) => s.id === wanted);
  if (store) return store;
  if (staff.papel === 'admin') throw new HttpError(404, 'store_not_found', STORE_NOT_FOUND);
  throw forbidden(STAFF_MESSAGES.storeForbidden);
}

/** Decorates `app.requireStaff` and `request.staff`. */
export function registerStaffAccess(app: FastifyInstance, cookies: ReturnType<typeof sessionCookies>): void {
  app.decorateRequest('staff', null);
  app.decorate('requireStaff', (options: StaffAccessOptions) => async (request: FastifyRequest) => {
    const token = cookies.read(request);
    const found = token ? await sessionOf(app.db, token, 'active', app.clock()) : null;
    if (!found) throw sessionRequired();
    const { staff } = found;
    if (!options.roles.includes(staff.papel)) throw forbidden();
    const lojas = await storesOf(app.db, staff);
    request.staff = {
      id: staff.id,
      nome: staff.nome,
      email: staff.email,
      papel: staff.papel,
      lojas,
      loja: options.storeScoped ? storeFor(request, staff, lojas, options.storeScoped) : null,
    };
  });
}
