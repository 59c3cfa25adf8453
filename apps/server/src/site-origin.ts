import type { FastifyRequest } from 'fastify';

/**
 * The origin that absolute links (in mails, in QR codes) point to: PUBLIC_URL when set
 * (production must set it: the Host header is the client's to choose, and a reset link to a
 * foreign host would hand over the token), else the origin the request was sent to, as a
 * developer's browser sees it.
 * Shared by every feature that hands out a link to the site, so they all agree.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return `${request.protocol}://localhost`;
  }
}
