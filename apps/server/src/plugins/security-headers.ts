import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Where the browser may open websockets (socket.io): the site's own origin when known. */
function websocketSources(publicUrl?: string): string[] {
  if (!publicUrl) return ['ws:', 'wss:'];
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}

/**
 * The Content-Security-Policy of the built web app (Vite + React + Mantine), sent on every answer.
 * style-src needs 'unsafe-inline' because Mantine injects CSS variables in <style> tags.
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl'>) {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...websocketSources(config.publicUrl)],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // Only behind HTTPS: on plain http (a LAN test box) it would send every asset to https and break.
    upgradeInsecureRequests: https ? [] : null,
  };
}

/** Helmet's security headers on every answer (API, static files, errors). */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS over plain http is ignored by browsers but would confuse a later https setup on the same host.
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? undefined : false,
  });
}
