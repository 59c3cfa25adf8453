import { LEGACY_REDIRECTS, ROUTES } from './route-table';

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

/**
 * Whether the web app has a page at `pathname` (no query string). The server answers every other
 * path outside /api with the app's 404 page and status 404, so a typo link still looks like the
 * product but is not a page for search engines or link checkers.
 */
export function isAppPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return APP_PATHS.some((path) => path.test(decoded));
}
