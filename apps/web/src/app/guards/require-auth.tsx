import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-error';
import { errorMessageKey } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { ErrorPage } from '../error/error-page';
import { loginPathFor } from './redirect-target';

/** Protected pages: a visitor who is not signed in goes to the login, which brings them back. */
export function RequireAuth() {
  const { status, error } = useCurrentUser();
  const location = useLocation();
  const { t } = useTranslation('common');
  if (status === 'loading') return <PageLoader />;
  // The token may still be valid while the server is unreachable: do not send them to the login.
  if (status === 'error') {
    const apiError = isApiError(error) ? error : null;
    return (
      <ErrorPage
        status={apiError?.status || 503}
        message={t(apiError ? errorMessageKey(apiError) : 'errors.NETWORK')}
      />
    );
  }
  if (status === 'guest') {
    // Already on the way elsewhere (a logout goes home first): the page being left stays out of it.
    // Navigations are transitions, so the address changes before the router shows the new page.
    if (window.location.pathname !== location.pathname) return <PageLoader />;
    return <Navigate to={loginPathFor(location)} replace />;
  }
  return <Outlet />;
}
