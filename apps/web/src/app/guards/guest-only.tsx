import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useRouteHandle } from '../../components/use-route-handle';
import { useCurrentUser } from '../../lib/queries/current-user';
import { signedInTarget } from './redirect-target';

/**
 * Login, signup and password pages are for signed-out visitors. A signed-in visitor goes to `/`,
 * or to the page the login was asked for (`?redirect=`, only if it is a safe relative path), which
 * is also how a successful login lands where it should; a new signup goes on to set up its business.
 */
export function GuestOnly() {
  const { status, user } = useCurrentUser();
  const location = useLocation();
  const routeId = useRouteHandle()?.routeId;
  if (status === 'loading') return <PageLoader />;
  if (status === 'user') return <Navigate to={signedInTarget(location.search, routeId, user)} replace />;
  return <Outlet />;
}
