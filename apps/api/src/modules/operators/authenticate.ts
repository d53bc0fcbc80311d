import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
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

/** The schema of the key header, for the routes' docs. */
export const operatorKeyHeaders = z.object({ [OPERATOR_KEY_HEADER]: z.string().max(200).optional() });

/** A preHandler that lets only a valid store key through and sets `request.operatorStore`. */
export function authenticateOperator(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const key = request.headers[OPERATOR_KEY_HEADER];
    const store = typeof key === 'string' ? await storeOfKey(app.db, key) : null;
    if (!store) throw new HttpError(401, 'operator_key_invalid', KEY_REFUSED);
    request.operatorStore = store;
  };
}
