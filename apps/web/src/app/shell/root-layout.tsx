import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useRouteHandle } from '../../components/use-route-handle';
import { IndustryProvider } from '../../lib/industry-context';
import { usePlaceIndustry } from '../../lib/place-industry';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useActiveBusinessTheme } from '../../lib/use-active-business-theme';
import { useDefaultLanguage } from '../../lib/use-default-language';
import { useOnlineStatus } from '../../lib/use-online-status';
import { NavigationProgress } from '../progress/navigation-progress';
import { DocumentTitle } from './document-title';
import { PublicShell } from './public-shell';

// Visitors never need the signed-in frame (AppShell and its navigation), so it is its own chunk.
const MemberShell = lazy(() => import('./member-shell').then((module) => ({ default: module.MemberShell })));

/** The top route: picks the frame for visitors or signed-in users and the industry wording. */
export function RootLayout() {
  const { status, user } = useCurrentUser();
  useDefaultLanguage(user?.language?.id);
  useActiveBusinessTheme(status, user);
  // Pages meant for paper (the QR notice) render without the frame once someone is signed in.
  const bare = useRouteHandle()?.bare === true;
  // Opened without a network (the service worker serves the app): who is signed in cannot be asked
  // yet, so public pages (the patient room's last known position) show in the visitors' frame
  // instead of a spinner that never ends; signed-in pages wait as before.
  const online = useOnlineStatus();
  const offlineUnknown = status === 'loading' && !online;
  // Staff speak their business's language; a patient (no business of their own) that of the place
  // they are with, which the patient pages report (a restaurant's guest sees "Gast", "Warteliste").
  const placeIndustry = usePlaceIndustry();
  const patient = Boolean(user && !user.shop && !user.company);
  return (
    <IndustryProvider
      theme={patient ? placeIndustry : user?.shop?.industry?.theme}
      fallback={<PageLoader fullHeight />}
    >
      <NavigationProgress />
      <DocumentTitle />
      <ScrollRestoration />
      {status === 'loading' && !offlineUnknown ? (
        <PageLoader fullHeight />
      ) : user && bare ? (
        <Suspense fallback={<PageLoader fullHeight />}>
          <Outlet />
        </Suspense>
      ) : user ? (
        <Suspense fallback={<PageLoader fullHeight />}>
          <MemberShell user={user} />
        </Suspense>
      ) : (
        <PublicShell />
      )}
    </IndustryProvider>
  );
}
