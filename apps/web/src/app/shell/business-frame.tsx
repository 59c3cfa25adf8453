import { isColorThemeId } from '@qtify/shared/domain/color-themes';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { PageLoader } from '../../components/page-loader';
import { setPlaceColorTheme } from '../../lib/color-theme-store';
import { forgetPlaceBrand, usePlaceBrand } from '../../lib/place-brand';
import { BusinessFooter } from './business-footer';
import classes from './business-frame.module.css';
import { BusinessMasthead } from './business-masthead';
import { SkipLink } from './skip-link';

/**
 * The frame of a business's public pages (registration, patient room, booking, manage booking):
 * the business's name, badge and colours on top, its contact and a small "runs on Qtify" at the
 * foot; no Qtify menu. The page reports its business (lib/place-brand.ts); until then the frame
 * is a neutral outline.
 */
export function BusinessFrame() {
  const brand = usePlaceBrand();
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
    <div className={classes.layout} data-brand={brand.status}>
      <SkipLink />
      <BusinessMasthead brand={brand} />
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <BusinessFooter place={place} />
      <OfflineBanner />
    </div>
  );
}
