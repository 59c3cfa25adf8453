import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, in registration order (HEAD twins included). */
    routeTable: RouteEntry[];
  }
}

/**
 * Records each route as it is registered. Must be installed on the root instance before any
 * route or plugin, because onRoute only sees routes added after it.
 */
export function installRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url });
  });
}

export interface ListRoutesOptions {
  /** Only routes whose URL starts with this, e.g. '/api/'. */
  prefix?: string;
  /** Fastify adds a HEAD twin to every GET; tests that fuzz routes rarely want them. */
  includeHead?: boolean;
}

/** The registered routes (method + url), e.g. to check every API route for tenancy or fuzz it. */
export function listRoutes(app: FastifyInstance, options: ListRoutesOptions = {}): RouteEntry[] {
  const { prefix = '', includeHead = false } = options;
  return app.routeTable.filter(
    (route) => route.url.startsWith(prefix) && (includeHead || route.method !== 'HEAD'),
  );
}
