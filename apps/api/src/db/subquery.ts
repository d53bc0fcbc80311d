import type { Subquery } from 'drizzle-orm';

/**
 * A subquery's fields as one nested object of an outer select (`select({ payment: fieldsOf(payment) })`), each
 * read through the subquery's alias and mapped as its column maps (instants stay Dates).
 */
export function fieldsOf<S extends Subquery>(subquery: S): S['_']['selectedFields'] {
  const fields = subquery._.selectedFields as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(fields).map((key) => [key, (subquery as unknown as Record<string, unknown>)[key]]),
  ) as S['_']['selectedFields'];
}
