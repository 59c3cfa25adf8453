import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useCurrentUser } from '../../lib/use-current-user';
import { redirectTargetFrom } from './redirect-target';

/**
 * Login, signup and password pages are for signed-out visitors. A signed-in visitor goes to `/`,
 * or to the page the login was asked for (`?redirect=`, only if it is a safe relative path), which
 * is also how a successful login lands where it should.
 */
export function GuestOnly() {
  const { status } = useCurrentUser();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'user') return <Navigate to={redirectTargetFrom(location.search)} replace />;
  return <Outlet />;
}
