import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import type { CurrentUser } from '../../lib/queries/current-user';
import { useSetupStep } from '../../lib/use-setup-step';
import { signedInTarget } from './redirect-target';

/** On to where a signed-in user works, once it is known whether their business is set up. */
export function SignedInRedirect({ user, search }: { user: CurrentUser; search: string }) {
  const remembered = new URLSearchParams(search).has('redirect');
  const { step, error } = useSetupStep(remembered ? undefined : (user.company?.id ?? undefined));
  if (!remembered && user.company && step === undefined && !error) return <PageLoader />;
  return <Navigate to={signedInTarget(search, user, step)} replace />;
}
