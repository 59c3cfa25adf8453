import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { browserStorage } from '../../lib/browser-storage';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload-guard';
import { describeError } from './describe-error';
import { ErrorPage } from './error-page';
import { ErrorPageBoundary } from './error-page-boundary';

/**
 * What a route shows, inside the shell, when its page, its data or its code chunk failed. A missing
 * chunk (after a deploy) reloads the page once; the guard keeps that from looping.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const chunkError = isChunkLoadError(error);
  const [reloadRefused, setReloadRefused] = useState(false);

  useEffect(() => {
    if (!chunkError) return;
    const reloading = reloadForChunkError(browserStorage('session'), Date.now(), () =>
      window.location.reload(),
    );
    if (!reloading) setReloadRefused(true);
  }, [chunkError]);

  useEffect(() => {
    if (!chunkError) console.error(error);
  }, [chunkError, error]);

  if (chunkError && !reloadRefused) return <PageLoader />;
  const { status, message } = describeError(error, t);
  return (
    <ErrorPageBoundary>
      <ErrorPage status={status} message={message} />
    </ErrorPageBoundary>
  );
}
