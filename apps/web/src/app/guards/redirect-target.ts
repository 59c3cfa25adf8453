import { canonicalPath } from '@qtify/shared/app-routes/route-table';
import { safeRedirect } from '@qtify/shared/domain/safe-redirect';
import type { CurrentUser } from '../../lib/queries/current-user';

/** The login page's `?redirect=` parameter for a page someone could not open without an account. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/** Where to send someone after login: the remembered page if it is a safe relative path, else `/`. */
export function redirectTargetFrom(search: string): string {
  return safeRedirect(new URLSearchParams(search).get('redirect'));
}

/**
 * Where a guest page (login, signup …) sends someone who is signed in: the remembered page, else
 * `/`. A new account without a business goes on from the signup to setting one up: practices sign up
 * on the site, while patients arrive by QR code with temporary accounts.
 */
export function signedInTarget(
  search: string,
  routeId: string | undefined,
  user: Pick<CurrentUser, 'company' | 'temporary'> | null,
): string {
  if (new URLSearchParams(search).has('redirect')) return redirectTargetFrom(search);
  if (routeId === 'signup' && user && !user.company && !user.temporary)
    return canonicalPath('initialCompany');
  return '/';
}
