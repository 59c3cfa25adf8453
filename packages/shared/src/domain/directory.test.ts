import { describe, expect, it } from 'vitest';
import { descriptionExcerpt } from './directory';

describe('a description’s excerpt in the directory', () => {
  it('keeps a short description whole, on one line', () => {
    expect(descriptionExcerpt('Frische Pasta.\n\nJeden Tag.')).toBe('Frische Pasta. Jeden Tag.');
  });

  it('cuts a long one at a word boundary and marks the cut', () => {
    const excerpt = descriptionExcerpt('Wort '.repeat(60), 40);
    expect(excerpt).toMatch(/^(Wort ){6}Wort…$/);
    expect(excerpt?.length).toBeLessThanOrEqual(40);
  });

  it('has none without a description', () => {
    expect(descriptionExcerpt(null)).toBeNull();
    expect(descriptionExcerpt('   ')).toBeNull();
  });
});
