import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useCurrentUser } from '../../lib/queries/current-user';

// Only users without a business ever see it: its own chunk.
const SetupCall = lazy(() =>
  import('../../features/businesses/setup-call').then((module) => ({ default: module.SetupCall })),
);

/**
 * Staff screens work in the active business. Someone signed in without one (a new practice
 * account, or a patient who opened a staff address) gets a clear way to set one up instead of an
 * empty screen. Runs inside RequireAuth, so the user is known.
 */
export function RequireBusiness() {
  const { user } = useCurrentUser();
  if (user && !user.company) {
    return (
      <Suspense fallback={<PageLoader />}>
        <SetupCall />
      </Suspense>
    );
  }
  return <Outlet />;
}
