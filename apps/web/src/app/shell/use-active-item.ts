import { matchPath, useLocation } from 'react-router';

/** Whether the current address is one of the given paths (a page and its aliases). */
export function useIsActive(): (paths: readonly string[]) => boolean {
  const { pathname } = useLocation();
  return (paths) => paths.some((path) => matchPath({ path, end: true }, pathname) !== null);
}
