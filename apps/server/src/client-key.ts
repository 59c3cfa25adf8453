import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address into its eight hextets (no `::`, no embedded IPv4). */
function hextets(address: string): number[] {
  let text = address.toLowerCase().split('%')[0] ?? '';
  // A trailing dotted quad (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is the last two hextets.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((part) => Number.parseInt(part, 16));
}

/**
 * The key that per-visitor limits count a client address under. IPv4 addresses count one by one.
 * An IPv6 client gets a whole /64 from its provider (and picks new addresses in it at will), so
 * its /64 counts as one visitor; an IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const parts = hextets(ip);
  const mapped = parts.slice(0, 5).every((part) => part === 0) && parts[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = parts.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
