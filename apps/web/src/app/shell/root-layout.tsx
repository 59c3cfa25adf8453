import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useRouteHandle } from '../../components/use-route-handle';
import { storeBusinessColorTheme } from '../../lib/color-theme-store';
import { IndustryProvider } from '../../lib/industry-context';
import { usePlaceIndustry } from '../../lib/place-industry';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useDefaultLanguage } from '../../lib/use-default-language';
import { useOnlineStatus } from '../../lib/use-online-status';
import { NavigationProgress } from '../progress/navigation-progress';
import { DocumentTitle } from './document-title';
import { BusinessFrame, PublicShell } from './frames';
import { MemberTexts } from './member-texts';

// Visitors never need the signed-in frame (AppShell and its navigation), so it is its own chunk.
const MemberShell = lazy(() => import('./member-shell').then((module) => ({ default: module.MemberShell })));

/**
 * The top route: picks the frame (the site's for visitors, the business's on a business's public
 * pages, the member frame for the signed-in) and the industry wording.
 */
export function RootLayout() {
  const { status, user } = useCurrentUser();
  useDefaultLanguage(user?.language?.id);
  // Signed out, or without a business: the default theme returns (the signed-in frame sets the
  // business's own, use-active-business-theme.ts).
  const withoutBusiness = status === 'guest' || (status === 'user' && !user?.company);
  useEffect(() => {
    if (withoutBusiness) storeBusinessColorTheme(null);
  }, [withoutBusiness]);
  const handle = useRouteHandle();
  // Pages meant for paper (the QR notice) render without the frame once someone is signed in.
  const bare = handle?.bare === true;
  const staff = Boolean(user?.shop || user?.company);
  // A business's public pages show the business to visitors and patients (temporary accounts
  // included); staff keep their own frame there, e.g. to book for a caller. They do not wait for
  // the account check: the page's own data loads meanwhile.
  const businessFrame = handle?.frame === 'business' && !staff;
  // Opened without a network (the service worker serves the app): who is signed in cannot be asked
  // yet, so public pages (the patient room's last known position) show in the visitors' frame
  // instead of a spinner that never ends; signed-in pages wait as before.
  const online = useOnlineStatus();
  const offlineUnknown = status === 'loading' && !online;
  // Staff speak their business's language; a patient (no business of their own) that of the place
  // they are with, which the patient pages report (a restaurant's guest sees "Gast", "Warteliste").
  const placeIndustry = usePlaceIndustry();
  const patient = Boolean(user && !user.shop && !user.company);
  // The lobby's TV and the entrance's tablet fill the screen for everyone, signed in or not.
  const frame = handle?.fullScreen ? (
    <Outlet />
  ) : businessFrame ? (
    <BusinessFrame />
  ) : status === 'loading' && !offlineUnknown ? null : user && bare ? (
    <MemberTexts>
      <Outlet />
    </MemberTexts>
  ) : user ? (
    <MemberTexts>
      <MemberShell user={user} />
    </MemberTexts>
  ) : (
    <PublicShell />
  );
  return (
    <IndustryProvider
      theme={patient || businessFrame ? placeIndustry : user?.shop?.industry?.theme}
      fallback={<PageLoader fullHeight />}
    >
      <NavigationProgress />
      <DocumentTitle />
      {frame ? <Suspense fallback={<PageLoader fullHeight />}>{frame}</Suspense> : <PageLoader fullHeight />}
    </IndustryProvider>
  );
}
