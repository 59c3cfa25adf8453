/**
 * The server answers a business's links site-relative (`/waitingRoom/patientnew?b=…`), because
 * only the browser knows the address people reach the site by. Shown, copied and printed, they
 * must be absolute: that is what the QR code encodes too.
 */
export function absoluteLink(path: string, origin: string): string {
  return new URL(path, origin).toString();
}
