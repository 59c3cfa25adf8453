import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text of the QR code in a PNG image, or null when no code can be read. */
export function decodePngQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}

export interface SvgQr {
  /** Modules per side, quiet zone included (the viewBox). */
  size: number;
  /** Dark modules, [row][column]. */
  modules: boolean[][];
}

/**
 * Reads the module grid of an SVG QR code as the qrcode package draws it: a square viewBox in
 * modules, a light background and one dark path of horizontal runs one module high ("M x y.5 h n",
 * "m dx 0 h n" …). Any other drawing command throws, so a changed renderer fails the test loudly
 * instead of decoding something else.
 */
export function parseSvgQr(svg: string): SvgQr {
  const viewBox = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  if (!viewBox || viewBox[1] !== viewBox[2]) throw new Error('not a square SVG');
  if (!svg.trimEnd().endsWith('</svg>')) throw new Error('unterminated SVG');
  const size = Number(viewBox[1]);
  const path = /<path stroke="#000000" d="([^"]*)"\/>/.exec(svg)?.[1];
  if (path === undefined) throw new Error('no dark path');
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, args] of path.matchAll(/([A-Za-z])([^A-Za-z]*)/g)) {
    const numbers = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === 'M') [x, y] = numbers as [number, number];
    else if (command === 'm') [x, y] = [x + (numbers[0] ?? 0), y + (numbers[1] ?? 0)];
    else if (command === 'h') {
      const row = modules[Math.floor(y)]!;
      for (let column = x; column < x + (numbers[0] ?? 0); column += 1) row[column] = true;
      x += numbers[0] ?? 0;
    } else throw new Error(`unexpected path command ${command}`);
  }
  return { size, modules };
}

/** Renders an SVG QR code's modules into pixels and reads it like a phone camera would. */
export function decodeSvgQr(svg: string, pixelsPerModule = 8): string | null {
  const { size, modules } = parseSvgQr(svg);
  const side = size * pixelsPerModule;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py += 1) {
    for (let px = 0; px < side; px += 1) {
      if (!modules[Math.floor(py / pixelsPerModule)]![Math.floor(px / pixelsPerModule)]) continue;
      const offset = (py * side + px) * 4;
      pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0;
    }
  }
  return jsQR(pixels, side, side)?.data ?? null;
}
