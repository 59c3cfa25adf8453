import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  /** Set when the route validates a request body (tests send each such route a body). */
  hasBody?: true;
  /** A business-scoped route's action of the team policy (team-policy.ts). */
  action?: string;
  /** Its `config.audit`: false for a POST that changes nothing. */
  audit?: string | false;
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
    const body = route.schema?.body ? { hasBody: true as const } : {};
    const { action, audit } = (route.config ?? {}) as { action?: string; audit?: string | false };
    const policy = { ...(action && { action }), ...(audit !== undefined && { audit }) };
    for (const method of methods) table.push({ method, url: route.url, ...body, ...policy });
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

const patterns = new WeakMap<RouteEntry, RegExp>();

/** A route URL as a regular expression: `:name` is one path segment, `*` anything. */
function patternOf(route: RouteEntry): RegExp {
  let pattern = patterns.get(route);
  if (!pattern) {
    const source = route.url
      .split(/(:\w+|\*)/)
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    pattern = new RegExp(`^${source}$`);
    patterns.set(route, pattern);
  }
  return pattern;
}

/**
 * The methods the app answers on a concrete path (e.g. `/api/health` → GET, HEAD), for a 405's
 * `Allow`. The static files' catch-all (`/*`) is left out: it would claim every path of the site.
 */
export function methodsOfPath(app: FastifyInstance, pathname: string): HTTPMethods[] {
  const methods = new Set<HTTPMethods>();
  for (const route of app.routeTable) {
    if (route.url !== '/*' && patternOf(route).test(pathname)) methods.add(route.method);
  }
  return [...methods].sort();
}
