import { LEGACY_REDIRECTS } from '@qtify/shared/app-routes/legacy-redirects';
import { type Guard, type PageId, ROUTES, type RouteSpec } from '@qtify/shared/app-routes/route-table';
import { type ComponentType, lazy } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { NotFoundPage } from './error/not-found-page';
import { RouteErrorBoundary } from './error/route-error-boundary';
import { RouteErrorPage } from './error/route-error-page';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RequireBusiness } from './guards/require-business';
import { loadPage, readyPage } from './page-loaders';
import { trackPageLoad } from './progress/page-loading';
import { preloadFrame } from './shell/frames';
import { RootLayout } from './shell/root-layout';

// One component per page, made on first use; aliases share it and so its chunk. A page already
// loaded renders at once, any other lazily.
const pages = new Map<PageId, ComponentType>();

function pageComponent({ page, frame }: RouteSpec): ComponentType {
  let component = pages.get(page);
  if (!component) {
    const LazyPage = lazy(() => {
      // The frame's code comes with the page's, not after it (the frames are chunks of their own).
      void preloadFrame(frame ?? 'site');
      return trackPageLoad(() => loadPage(page)).then((module) => ({ default: module.Component }));
    });
    component = function PageOfRoute() {
      const Ready = readyPage(page);
      return Ready ? <Ready /> : <LazyPage />;
    };
    pages.set(page, component);
  }
  return component;
}

function pagesFor(guard: Guard, filter: (spec: RouteSpec) => boolean = () => true) {
  return ROUTES.filter((spec) => spec.guard === guard && filter(spec)).flatMap((spec) =>
    spec.paths.map((path) => {
      const Page = pageComponent(spec);
      return <Route key={path} path={path} element={<Page />} />;
    }),
  );
}

/** An old address: the new one, with the query string (reset links carry their token in it). */
function LegacyRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** Inside the frame: a page that failed (its code, its data) shows the error page there. */
function PageErrors() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * The route tree: root layout → error boundary → guards → pages (route-table.ts). Declarative
 * routes (no data router: the pages fetch their own data), which keeps about 17 KB gzip of
 * React Router's data layer out of every first visit (docs/decisions/0005).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<PageErrors />}>
          {LEGACY_REDIRECTS.map(({ from, to }) => (
            <Route key={from} path={from} element={<LegacyRedirect to={to} />} />
          ))}
          <Route element={<GuestOnly />}>{pagesFor('guest')}</Route>
          <Route element={<RequireAuth />}>
            {pagesFor('protected', (spec) => !spec.staff)}
            <Route element={<RequireBusiness />}>
              {pagesFor('protected', (spec) => spec.staff === true)}
            </Route>
          </Route>
          {pagesFor('public')}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
