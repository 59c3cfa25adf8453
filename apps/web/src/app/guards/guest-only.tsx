import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useCurrentUser } from '../../lib/use-current-user';
import { signedInTarget } from './redirect-target';

/**
 * Login, signup and password pages are for signed-out visitors. A signed-in visitor goes to the
 * page the login was asked for (`?redirect=`, only if it is a safe relative path), else staff to
 * their business and a new account to its setup: that is also how a successful login or signup
 * lands where it should.
 */
export function GuestOnly() {
  const { status, user } = useCurrentUser();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'user') return <Navigate to={signedInTarget(location.search, user)} replace />;
  return <Outlet />;
}
