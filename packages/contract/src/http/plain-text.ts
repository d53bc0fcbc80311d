import { z } from 'zod';

/** What a request answers when a string holds a control character; '{campo}' names the field. */
export const CONTROL_CHARACTER_MESSAGE = 'O campo {campo} contém caracteres inválidos.';

/**
 * Whether a character code may appear in text received from outside: tab, line feed and carriage return are
 * (a product observation has lines); NUL and the other C0 controls, DEL, the C1 controls and unpaired UTF-16
 * surrogates are not — PostgreSQL refuses NUL, and the rest only ever arrives by mistake or on purpose.
 */
function isControl(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0d;
  if (code >= 0x7f && code <= 0x9f) return true;
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(index + 1);
    return !(next >= 0xdc00 && next <= 0xdfff);
  }
  if (code >= 0xdc00 && code <= 0xdfff) {
    const previous = text.charCodeAt(index - 1);
    return !(previous >= 0xd800 && previous <= 0xdbff);
  }
  return false;
}

/** Whether a string holds a character `isControl` refuses. */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text, i)) return true;
  return false;
}

/**
 * The path of the first string in a decoded input (body, query, params, headers) that holds a control
 * character — in a value or in an object's key — or null when there is none.
 */
export function controlCharacterPath(input: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof input === 'string') return hasControlCharacter(input) ? path : null;
  if (Array.isArray(input)) {
    for (let i = 0; i < input.length; i++) {
      const found = controlCharacterPath(input[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (typeof input === 'object' && input !== null) {
    for (const [key, value] of Object.entries(input)) {
      if (hasControlCharacter(key)) return path;
      const found = controlCharacterPath(value, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The one rule for every input the API receives: the schema runs only when no string of the input holds a
 * control character; otherwise the input is refused with a message naming the field.
 */
export function refusingControlCharacters<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((input, ctx) => {
      const path = controlCharacterPath(input);
      if (path) ctx.addIssue({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE });
    })
    .pipe(schema);
}
