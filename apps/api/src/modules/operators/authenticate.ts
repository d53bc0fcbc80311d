import { staffRoles } from '@comanda/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import { STAFF_COOKIE, STAFF_STORE_HEADER } from '../staff/index.ts';
import { storeOfKey } from './keys.ts';

/** The header that carries a store team's key. */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

declare module 'fastify' {
  interface FastifyRequest {
    /** The store a valid operator key acts for (operator routes only). */
    operatorStore?: { id: number; nome: string };
  }
}

const KEY_REFUSED = 'Chave do painel inválida. Peça uma nova chave à equipe responsável.';

/** The key header, or (with a staff session of several stores) the store's header, for the routes' docs. */
export const operatorKeyHeaders = z.object({
  [OPERATOR_KEY_HEADER]: z.string().max(200).optional(),
  [STAFF_STORE_HEADER]: z.string().max(12).optional(),
});

/**
 * A preHandler that sets `request.operatorStore` for a valid store key (kiosk screens) or, without a key, for a
 * signed-in staff member of any role whose stores include it (`lojaId` in the query or `X-Loja-Id` when they
 * have several; another store is a 403).
 */
export function authenticateOperator(app: FastifyInstance) {
  const staffOfStore = app.requireStaff({ roles: staffRoles, storeScoped: true });
  return async (request: FastifyRequest) => {
    const key = request.headers[OPERATOR_KEY_HEADER];
    if (key === undefined && request.cookies[STAFF_COOKIE]) {
      await staffOfStore(request);
      request.operatorStore = request.staff!.loja!;
      return;
    }
    const store = typeof key === 'string' ? await storeOfKey(app.db, key) : null;
    if (!store) throw new HttpError(401, 'operator_key_invalid', KEY_REFUSED);
    request.operatorStore = store;
  };
}
