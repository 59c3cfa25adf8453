import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { Logo } from '../../components/logo';
import { describeError } from './describe-error';
import { ErrorPage } from './error-page';
import { ErrorPageBoundary } from './error-page-boundary';
import classes from './root-error-page.module.css';

/** When the shell itself failed: the error page on its own, with just the logo above it. */
export function RootErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('common');
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
