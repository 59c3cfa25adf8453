import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RootErrorPage } from './error/root-error-page';
import { RouteErrorBoundary } from './error/route-error-boundary';
import { Providers } from './providers';
import { AppRoutes } from './router';
import { ScrollToTop } from './scroll-to-top';

/** When the frame itself failed: the error page on its own. */
function RootErrors({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={(error) => <RootErrorPage error={error} />}>
      {children}
    </RouteErrorBoundary>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <ScrollToTop />
        <RootErrors>
          {/* The outermost boundary for anything that suspends above the shells' own boundaries (e.g.
              an industry's catalogue loading): a loader rather than a blank page. */}
          <Suspense fallback={<PageLoader fullHeight />}>
            <AppRoutes />
          </Suspense>
        </RootErrors>
      </BrowserRouter>
    </Providers>
  );
}
