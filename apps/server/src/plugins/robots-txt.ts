import { ROUTES } from '@qtify/shared/app-routes/route-table';
import type { FastifyInstance } from 'fastify';

const isClosed = (route: (typeof ROUTES)[number]) => route.guard === 'protected' || route.personal === true;
const OPEN_PATHS = ROUTES.filter((route) => !isClosed(route)).flatMap((route) => route.paths);

/**
 * A closed path of the route table as robots.txt rules: up to its first parameter; and where a
 * public page begins with it (`/ro23omasfdas` is staff, `/ro23omasfdas/b-a-bokdsfjsd` the public
 * booking page), only the path itself, with or without a query string.
 */
function rules(path: string): string[] {
  const parameter = path.indexOf('/:');
  if (parameter !== -1) return [path.slice(0, parameter + 1)];
  const prefixOfOpen = OPEN_PATHS.some((open) => open !== path && open.startsWith(path));
  return prefixOfOpen ? [`${path}$`, `${path}?`] : [path];
}

/**
 * robots.txt from the route table: the public pages may be indexed; the staff pages, the pages
 * reached by a personal link (patient room, booking, password reset) and the API may not. It keeps
 * well-behaved crawlers out; it is no protection (the pages check their token or session).
 */
export function robotsTxt(): string {
  const closed = ROUTES.filter(isClosed).flatMap((route) => route.paths.flatMap(rules));
  return [
    'User-agent: *',
    ...['/api/', '/socket.io/', ...new Set(closed)].map((path) => `Disallow: ${path}`),
    '',
  ].join('\n');
}

/** GET /robots.txt as text/plain (without it, the path would get the app's 404 page). */
export function registerRobotsTxt(app: FastifyInstance): void {
  const body = robotsTxt();
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(body),
  );
}
