import { describe, expect, it } from 'vitest';
import { shortPersonName } from './short-name.ts';

describe('shortPersonName', () => {
  it.each([
    ['Maria Clara Souza', 'Maria'],
    ['  João   da Silva ', 'João'],
    ["D'Ávila Neto", "D'Ávila"],
    ['Ana', 'Ana'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, short) => {
    expect(shortPersonName(name)).toBe(short);
  });
});
