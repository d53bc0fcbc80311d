import { type Check, INVALID } from './schema.ts';

// The checks only lazily loaded keys use (lists, carried-along parts), apart from schema.ts, which the first
// load's keys use: a module is bundled whole wherever any of its exports is needed.

/** Anything, unchecked: for parts of a value the app only carries along. */
export const unknown: Check<unknown> = (value) => value;

export function array<T>(check: Check<T>): Check<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    const items: T[] = [];
    for (const item of value) {
      const result = check(item);
      if (result === INVALID) return INVALID;
      items.push(result);
    }
    return items;
  };
}
