import { canonicalPath } from '@qtify/shared/app-routes/route-table';
import { safeRedirect } from '@qtify/shared/domain/safe-redirect';
import type { SetupStep } from '@qtify/shared/domain/setup-progress';
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
 * where they work. Staff land in their business (the start page, their day at a glance), or in its setup while it cannot
 * take bookings yet (`setupStep`, setup-progress.ts; unknown counts as done); an account without a
 * business goes on to set one up (practices sign up on the site, while patients arrive by QR code
 * with temporary accounts, who go to `/`).
 */
export function signedInTarget(
  search: string,
  user: Pick<CurrentUser, 'company' | 'temporary'> | null,
  setupStep?: SetupStep,
): string {
  if (new URLSearchParams(search).has('redirect')) return redirectTargetFrom(search);
  if (user?.company) {
    return setupStep && setupStep !== 'done' ? canonicalPath('initialCompany') : canonicalPath('startpage');
  }
  if (user && !user.temporary) return canonicalPath('initialCompany');
  return '/';
}
