/**
 * Mantine needs ten shades per colour; the spec gives one hex per theme colour. The shades are
 * tints (mixed with white) below index 6, the colour itself at 6 and shades (mixed with black) above.
 */
export type Palette = [string, string, string, string, string, string, string, string, string, string];

const TINTS = [0.08, 0.18, 0.32, 0.48, 0.64, 0.82];
const SHADES = [0.86, 0.72, 0.6];

function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

function mix(rgb: [number, number, number], other: number, weight: number): [number, number, number] {
  return rgb.map((channel) => channel * weight + other * (1 - weight)) as [number, number, number];
}

export function buildPalette(hex: string): Palette {
  const rgb = parseHex(hex);
  return [
    ...TINTS.map((weight) => toHex(mix(rgb, 255, weight))),
    toHex(rgb),
    ...SHADES.map((weight) => toHex(mix(rgb, 0, weight))),
  ] as Palette;
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The first shade from 6 up on which white text reaches WCAG AA (4.5:1). Bright brand colours
 * such as #4CAF50 fail with white text, so filled buttons and links use a darker shade.
 */
export function readableShade(palette: Palette, text = '#ffffff'): number {
  for (let index = 6; index < palette.length; index += 1) {
    if (contrastRatio(palette[index] as string, text) >= 4.5) return index;
  }
  return palette.length - 1;
}

/** `color` at `opacity` over `background`, as Mantine paints its "light" variant backgrounds. */
export function blend(color: string, opacity: number, background = '#ffffff'): string {
  const top = parseHex(color);
  const bottom = parseHex(background);
  return toHex(
    top.map((channel, index) => channel * opacity + (bottom[index] as number) * (1 - opacity)) as [
      number,
      number,
      number,
    ],
  );
}

/**
 * Text shade for Mantine's "light" variant (tinted background, coloured text; used by light
 * buttons and the active navigation entry). Mantine uses the filled shade, which on its own 10 %
 * tint misses 4.5:1 for bright colours; this picks the first darker shade that reaches it.
 */
export function lightVariantTextShade(palette: Palette, filledShade: number): number {
  const background = blend(palette[filledShade] as string, 0.1);
  for (let index = filledShade; index < palette.length; index += 1) {
    if (contrastRatio(palette[index] as string, background) >= 4.5) return index;
  }
  return palette.length - 1;
}
