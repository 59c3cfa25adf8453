import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { PageLoader } from '../../components/page-loader';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { SkipLink } from './skip-link';

/** The frame for visitors who are not signed in: top bar, page, footer. */
export function PublicShell() {
  return (
    <div className="frame">
      <SkipLink />
      <PublicHeader />
      <main id="main-content" className="frame-main" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
      <OfflineBanner />
    </div>
  );
}
