import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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

/**
 * Helmet's headers for this configuration, computed once: they never depend on the request, and
 * letting helmet rebuild them (CSP parsing included) on every answer cost a sixth of the time of
 * a patient's position poll (bench/queue.mjs).
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // HSTS over plain http is ignored by browsers but would confuse a later https setup on the same host.
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? undefined : false,
  })({} as IncomingMessage, response, () => {});
  return headers;
}

/**
 * What a JSON answer of the API needs (OWASP REST Security): nothing may load or frame it, and it
 * is never sniffed as HTML. A fifth of the page headers' bytes, on the answers phones poll most.
 * `no-store`: API answers carry patients' data, and neither the browser, a shared proxy nor the
 * service worker may keep them (issue 16). A route whose answer is public and the same for
 * everyone (the language list, the OpenAPI document) sets its own Cache-Control instead.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/** The API's JSON routes; its documentation UI under /api/docs is an HTML page like the app's. */
function isApiJson(url: string): boolean {
  return /^\/api(?:[/?#]|$)/.test(url) && !url.startsWith('/api/docs');
}

/** The security headers on every answer: the app's set on pages and files, a strict one on the API. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const pageHeaders = securityHeaders(config);
  const apiHeaders = config.publicUrl?.startsWith('https:')
    ? { ...API_HEADERS, 'strict-transport-security': pageHeaders['strict-transport-security'] ?? '' }
    : API_HEADERS;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiJson(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
