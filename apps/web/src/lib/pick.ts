/** A copy of `value` with only the named fields. */
export function pick<T, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = value[key];
  return picked;
}
