import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { type CurrentUser, useCurrentUser } from '../../lib/queries/current-user';
import { useSetupStep } from '../../lib/use-setup-step';
import { signedInTarget } from './redirect-target';

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
  if (status === 'user' && user) return <SignedIn user={user} search={location.search} />;
  return <Outlet />;
}

/** On to where a signed-in user works, once it is known whether their business is set up. */
function SignedIn({ user, search }: { user: CurrentUser; search: string }) {
  const remembered = new URLSearchParams(search).has('redirect');
  const { step, error } = useSetupStep(remembered ? undefined : (user.company?.id ?? undefined));
  if (!remembered && user.company && step === undefined && !error) return <PageLoader />;
  return <Navigate to={signedInTarget(search, user, step)} replace />;
}
