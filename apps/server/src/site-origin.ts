import type { Config } from './config';

/**
 * The origin that absolute links (in mails, in QR codes) point to: PUBLIC_URL, which production
 * must set (config.ts refuses to start without it), else the developer's own machine. Never a
 * request header: Host and X-Forwarded-Host are the client's to choose, and a reset link to a
 * foreign host would hand the token over. Shared by every feature that hands out a link.
 */
export function siteOrigin(config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}
