import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { describeError } from './describe-error';
import { ErrorPage } from './error-page';
import { ErrorPageBoundary } from './error-page-boundary';
import { useChunkErrorReload } from './use-chunk-error-reload';

/** What a route shows, inside the shell, when its page, its data or its code chunk failed. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const reloading = useChunkErrorReload(error);
  useEffect(() => {
    if (!reloading) console.error(error);
  }, [reloading, error]);
  if (reloading) return <PageLoader />;
  const { status, message } = describeError(error, t);
  return (
    <ErrorPageBoundary>
      <ErrorPage status={status} message={message} />
    </ErrorPageBoundary>
  );
}
