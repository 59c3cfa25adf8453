import { safeRedirect } from '@qtify/shared/domain/safe-redirect';

/** The login page's `?redirect=` parameter for a page someone could not open without an account. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/** Where to send someone after login: the remembered page if it is a safe relative path, else `/`. */
export function redirectTargetFrom(search: string): string {
  return safeRedirect(new URLSearchParams(search).get('redirect'));
}
