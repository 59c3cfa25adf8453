import { COLOR_THEMES } from '@qtify/shared/domain/color-themes';
import { describe, expect, it } from 'vitest';
import { blend, buildPalette, contrastRatio, lightVariantTextShade, readableShade } from './palette';

describe('buildPalette', () => {
  it('keeps the colour itself at index 6 with lighter shades before and darker ones after', () => {
    const palette = buildPalette('#4CAF50');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#4caf50');
    expect(contrastRatio(palette[0], '#ffffff')).toBeLessThan(1.2);
    expect(contrastRatio(palette[9], '#ffffff')).toBeGreaterThan(contrastRatio(palette[6], '#ffffff'));
  });

  it('refuses something that is not a hex colour', () => {
    expect(() => buildPalette('green')).toThrow();
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG extremes', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});

describe('readableShade', () => {
  it('picks a shade every theme colour can carry white text on (WCAG AA)', () => {
    for (const theme of Object.values(COLOR_THEMES)) {
      const palette = buildPalette(theme.primary);
      const shade = readableShade(palette);
      expect(contrastRatio(palette[shade] as string, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a dark enough brand colour as it is', () => {
    expect(readableShade(buildPalette('#9C27B0'))).toBe(6);
    expect(readableShade(buildPalette('#4CAF50'))).toBeGreaterThan(6);
  });
});

describe('lightVariantTextShade', () => {
  it('keeps text on the light variant background at WCAG AA for every theme colour', () => {
    for (const theme of Object.values(COLOR_THEMES)) {
      const palette = buildPalette(theme.primary);
      const filled = readableShade(palette);
      const shade = lightVariantTextShade(palette, filled);
      expect(shade).toBeGreaterThanOrEqual(filled);
      expect(
        contrastRatio(palette[shade] as string, blend(palette[filled] as string, 0.1)),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('blend', () => {
  it('mixes a colour over white by opacity', () => {
    expect(blend('#000000', 0.5)).toBe('#808080');
    expect(blend('#4caf50', 0)).toBe('#ffffff');
  });
});
