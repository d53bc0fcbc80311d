import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError, SESSION_EXPIRED } from '../../http/errors.ts';
import { type CustomerRow, customersRepository } from './repository.ts';

/** The authenticated caller's own row (after `app.authenticate`); identity is only ever the bearer token. */
export async function currentCustomer(db: Db, request: FastifyRequest): Promise<CustomerRow> {
  const id = Number(request.customer?.sub);
  const row = Number.isSafeInteger(id) ? await customersRepository.byId(db, id) : undefined;
  if (row?.status !== 'active') throw new HttpError(401, SESSION_EXPIRED, { responseCode: 401 });
  return row;
}

/** The bearer token the caller sent, echoed as the §3 User's `jwt`. */
export function presentedToken(request: FastifyRequest): string {
  return request.headers.authorization?.split(' ')[1] ?? '';
}
