/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { LANGUAGE_IDS } from '@qtify/shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { colorNameKey, TYPE_COLORS } from './type-colors';

const locales = new URL('../../../../../packages/shared/src/i18n/locales/', import.meta.url);

function lookup(language: string, key: string): unknown {
  const catalogue: unknown = JSON.parse(readFileSync(new URL(`${language}/member.json`, locales), 'utf8'));
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
}

describe('appointment type colours', () => {
  it('offers distinct colours as #rrggbb', () => {
    const hexes = TYPE_COLORS.map((color) => color.hex);
    for (const hex of hexes) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(hexes).size).toBe(hexes.length);
  });

  it.each(LANGUAGE_IDS)('%s names every swatch by a word, not its hex code', (language) => {
    const names = TYPE_COLORS.map((color) => lookup(language, colorNameKey(color.name)));
    for (const name of names) expect(name).toEqual(expect.stringMatching(/^[^#]+$/));
    expect(new Set(names).size).toBe(names.length);
  });

  it('says the German names', () => {
    expect(TYPE_COLORS.slice(0, 2).map((color) => lookup('de', colorNameKey(color.name)))).toEqual([
      'Grün',
      'Blau',
    ]);
  });
});
