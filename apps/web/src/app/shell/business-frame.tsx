import { isColorThemeId } from '@qtify/shared/domain/color-themes';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { PageLoader } from '../../components/page-loader';
import { PlaceAnnouncements } from '../../components/place-announcements';
import { useRouteHandle } from '../../components/use-route-handle';
import { setPlaceColorTheme } from '../../lib/color-theme-store';
import { forgetPlaceBrand, usePlaceBrand } from '../../lib/place-brand';
import { BusinessFooter } from './business-footer';
import classes from './business-frame.module.css';
import { BusinessMasthead } from './business-masthead';
import { SkipLink } from './skip-link';

// What the business offers on a page, and the width of the page's column (the queue's pages are
// narrower than the booking's), which the frame's top and foot line up with.
const SERVICE_OF_ROUTE: Record<string, 'queue' | 'booking'> = {
  patientNew: 'queue',
  patientRoom: 'queue',
  bookAppointment: 'booking',
  manageBooking: 'booking',
};

/**
 * The frame of a business's public pages (registration, patient room, booking, manage booking):
 * the business's name, badge and colours on top, its contact and a small "runs on Qtify" at the
 * foot, its current announcements above the page; no Qtify menu. The page reports its business (lib/place-brand.ts); until then the frame
 * is a neutral outline.
 */
export function BusinessFrame() {
  const brand = usePlaceBrand();
  const service = SERVICE_OF_ROUTE[useRouteHandle()?.routeId ?? ''];
  const place = brand.status === 'known' ? brand.place : null;
  const theme = place && isColorThemeId(place.colorTheme) ? place.colorTheme : null;
  useEffect(() => setPlaceColorTheme(theme), [theme]);
  // Leaving the business's pages: the site's colours again, and no stale place for the next one.
  useEffect(
    () => () => {
      setPlaceColorTheme(null);
      forgetPlaceBrand();
    },
    [],
  );
  return (
    <div className={`frame ${classes.layout}`} data-brand={brand.status} data-service={service}>
      <SkipLink />
      <BusinessMasthead brand={brand} service={service} />
      <main id="main-content" className={`frame-main ${classes.main}`} tabIndex={-1}>
        {/* What the business announces, near the top of each of its pages (the page reports it). */}
        <div className={classes.announcements}>
          <PlaceAnnouncements announcements={place?.announcements ?? undefined} />
        </div>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <BusinessFooter place={place} />
      <OfflineBanner />
    </div>
  );
}
