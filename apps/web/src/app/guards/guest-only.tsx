import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useCurrentUser } from '../../lib/queries/current-user';

// Only the signed-in need the setup check (their doctors and types): a chunk of its own, out of
// every visitor's first download.
const SignedInRedirect = lazy(() =>
  import('./signed-in-redirect').then((module) => ({ default: module.SignedInRedirect })),
);

/**
 * Login, signup and password pages are for signed-out visitors. A signed-in visitor goes to the
 * page the login was asked for (`?redirect=`, only if it is a safe relative path), else staff to
 * their business (or its setup while it cannot take bookings) and a new account to its setup: that
 * is also how a successful login or signup lands where it should.
 */
export function GuestOnly() {
  const { status, user } = useCurrentUser();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'user' && user)
    return (
      <Suspense fallback={<PageLoader />}>
        <SignedInRedirect user={user} search={location.search} />
      </Suspense>
    );
  return <Outlet />;
}
