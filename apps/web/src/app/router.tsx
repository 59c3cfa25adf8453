import { type Guard, LEGACY_REDIRECTS, ROUTES, type RouteSpec } from '@qtify/shared/app-routes/route-table';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../components/page-loader';
import type { RouteHandle } from '../components/use-route-handle';
import { NotFoundPage } from './error/not-found-page';
import { RootErrorPage } from './error/root-error-page';
import { RouteErrorPage } from './error/route-error-page';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RequireBusiness } from './guards/require-business';
import { PAGE_LOADERS } from './page-loaders';
import { preloadFrame } from './shell/frames';
import { RootLayout } from './shell/root-layout';

function pagesFor(guard: Guard, filter: (spec: RouteSpec) => boolean = () => true): RouteObject[] {
  return ROUTES.filter((spec) => spec.guard === guard && filter(spec)).flatMap((spec) =>
    spec.paths.map((path) => {
      const handle: RouteHandle = {
        routeId: spec.id,
        placeholder: spec.placeholder,
        bare: spec.bare,
        frame: spec.frame,
      };
      const loadPage = PAGE_LOADERS[spec.page];
      // The frame's code comes with the page's, not after it (the frames are chunks of their own).
      const lazy = () => {
        preloadFrame(spec.frame ?? 'site');
        return loadPage();
      };
      return { path, handle, lazy };
    }),
  );
}

const redirects: RouteObject[] = LEGACY_REDIRECTS.map(({ from, to }) => ({
  path: from,
  // Keep the query string: reset links carry their token in it.
  loader: ({ request }: LoaderFunctionArgs) => redirect(`${to}${new URL(request.url).search}`),
  // Never rendered (the loader redirects first); an explicit nothing keeps the router from warning.
  element: null,
}));

/** Shown while the first route's code loads. */
function StartupLoader() {
  return <PageLoader fullHeight />;
}

/** The route tree: root layout → error boundary → guards → pages (route-table.ts). */
export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorPage,
      HydrateFallback: StartupLoader,
      children: [
        {
          ErrorBoundary: RouteErrorPage,
          children: [
            ...redirects,
            { Component: GuestOnly, children: pagesFor('guest') },
            {
              Component: RequireAuth,
              children: [
                ...pagesFor('protected', (spec) => !spec.staff),
                {
                  Component: RequireBusiness,
                  children: pagesFor('protected', (spec) => spec.staff === true),
                },
              ],
            },
            ...pagesFor('public'),
            { path: '*', Component: NotFoundPage, handle: { routeId: 'notFound' } satisfies RouteHandle },
          ],
        },
      ],
    },
  ]);
}
