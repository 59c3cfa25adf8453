import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { reportShownPathname } from '../lib/committed-location';

/** Tells lib/committed-location.ts which address is on screen, once the router has committed it. */
export function CommittedLocation() {
  const { pathname } = useLocation();
  useLayoutEffect(() => reportShownPathname(pathname), [pathname]);
  return null;
}
