import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at the top; Back and Forward leave the scrolling to the browser, which
 * restores where the visitor was.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // Runs for each new address (pathname), though the body does not read it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
