import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import { PageLoader } from '../../components/page-loader';
import { describeError } from './describe-error';
import { ErrorPage } from './error-page';
import { ErrorPageBoundary } from './error-page-boundary';
import classes from './root-error-page.module.css';
import { useChunkErrorReload } from './use-chunk-error-reload';

/** When the shell itself failed: the error page on its own, with just the logo above it. */
export function RootErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  // The signed-in frame is a lazy chunk too: a deploy can break it the same way.
  if (useChunkErrorReload(error)) return <PageLoader fullHeight />;
  const { status, message } = describeError(error, t);
  return (
    <ErrorPageBoundary>
      <header className={classes.header}>
        <a href="/" aria-label={t('a11y.homeLink')}>
          <Logo />
        </a>
      </header>
      <main id="main-content">
        <ErrorPage status={status} message={message} />
      </main>
    </ErrorPageBoundary>
  );
}
