/**
 * The first word of a person's name, for greetings (§3 User nomeCurto): 'Maria Clara Souza' → 'Maria'.
 * Extra spaces are ignored; an empty name gives ''.
 */
export function shortPersonName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}
