import { LEGACY_REDIRECTS } from './legacy-redirects';
import { ROUTES, type RouteSpec } from './route-table';

/**
 * A path of the route table as a regular expression, matched as the web's router matches it
 * (react-router): case-insensitive, `:name` one segment, `:name?` an optional one, a trailing
 * slash ignored.
 */
function pattern(path: string): RegExp {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

const APP_PATHS = [
  ...ROUTES.flatMap((route) => route.paths),
  ...LEGACY_REDIRECTS.map(({ from }) => from),
].map(pattern);

const ROUTE_PATHS = ROUTES.flatMap((route) => route.paths.map((path) => ({ route, pattern: pattern(path) })));

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Whether the web app has a page at `pathname` (no query string). The server answers every other
 * path outside /api with the app's 404 page and status 404, so a typo link still looks like the
 * product but is not a page for search engines or link checkers.
 */
export function isAppPath(pathname: string): boolean {
  const decoded = decodedPath(pathname);
  return decoded !== null && APP_PATHS.some((path) => path.test(decoded));
}

/**
 * The page of the route table at `pathname`, in the table's order (the web's router ranks static
 * segments first, so `/shops/feed` is the feed and not a shop: the table lists it first too).
 * Undefined for any other path, legacy redirects included.
 */
export function appRouteFor(pathname: string): RouteSpec | undefined {
  const decoded = decodedPath(pathname);
  if (decoded === null) return undefined;
  return ROUTE_PATHS.find(({ pattern: path }) => path.test(decoded))?.route;
}
