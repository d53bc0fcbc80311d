/**
 * Small value checks for what the app reads back from the device (ADR 0104). A check returns the value it accepts,
 * possibly completed with defaults, or INVALID. They mirror zod's names so a key can move to zod once zod is part
 * of the first load anyway; until then zod costs 6 KB gzip there, these a few hundred bytes.
 */
export const INVALID: unique symbol = Symbol('invalid');
export type Invalid = typeof INVALID;

export type Check<T> = (value: unknown) => T | Invalid;
export type Infer<C> = C extends Check<infer T> ? T : never;

type Shape = { readonly [field: string]: Check<unknown> };
type OptionalFields<S extends Shape> = {
  [K in keyof S]: undefined extends Infer<S[K]> ? K : never;
}[keyof S];
/** The object a shape checks: fields whose check accepts undefined are optional. */
export type ObjectOf<S extends Shape> = { [K in Exclude<keyof S, OptionalFields<S>>]: Infer<S[K]> } & {
  [K in OptionalFields<S>]?: Infer<S[K]>;
};

const typed =
  <T>(type: string): Check<T> =>
  (value) =>
    typeof value === type ? (value as T) : INVALID;

export const string: Check<string> = typed('string');
export const boolean: Check<boolean> = typed('boolean');
export const number: Check<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : INVALID;
export function literal<const L extends readonly (string | number | boolean)[]>(
  ...values: L
): Check<L[number]> {
  return (value) => (values.includes(value as L[number]) ? (value as L[number]) : INVALID);
}

export function optional<T>(check: Check<T>): Check<T | undefined> {
  return (value) => (value === undefined ? undefined : check(value));
}

export function nullable<T>(check: Check<T>): Check<T | null> {
  return (value) => (value === null ? null : check(value));
}

/** An absent (or null) field takes `fallback`. */
export function withDefault<T>(check: Check<T>, fallback: () => T): Check<T> {
  return (value) => (value === undefined || value === null ? fallback() : check(value));
}

/** Text that reads as '' when absent (a field an older or hand-made value lacks). */
export const text: Check<string> = withDefault(string, () => '');

/** An object with at least these fields; fields it does not name are kept as they are. */
export function object<S extends Shape>(shape: S): Check<ObjectOf<S>> {
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const result: Record<string, unknown> = { ...value };
    for (const field in shape) {
      const checked = (shape[field] as Check<unknown>)(result[field]);
      if (checked === INVALID) return INVALID;
      if (checked !== undefined || field in result) result[field] = checked;
    }
    return result as ObjectOf<S>;
  };
}
