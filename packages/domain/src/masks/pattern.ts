/**
 * Lays out characters into groups joined by separators, for partial input too: groups [3, 3] with separators
 * ['.'] turn '1234' into '123.4'. A separator is written only once a character follows it.
 */
export function applyGroups(chars: string, groups: readonly number[], separators: readonly string[]): string {
  let out = '';
  let index = 0;
  for (let g = 0; g < groups.length && index < chars.length; g++) {
    if (g > 0) out += separators[g - 1] ?? '';
    const size = groups[g] ?? 0;
    out += chars.slice(index, index + size);
    index += size;
  }
  return out;
}

/** Keeps the ASCII digits of `text`, at most `max` of them. */
export function onlyDigits(text: string, max = Number.POSITIVE_INFINITY): string {
  return text.replace(/\D/g, '').slice(0, max);
}
