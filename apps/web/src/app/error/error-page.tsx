import { IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-class';
import classes from '../../components/message-page.module.css';

export interface ErrorPageProps {
  /** HTTP-like status; spec default 500. */
  status?: number;
  /** Already translated message; defaults to "Error" (or the not-found text for 404). */
  message?: string;
}

/** Spec §8: the error message and status code; 404 offers the way back to the home page. */
export function ErrorPage({ status = 500, message }: ErrorPageProps) {
  const { t } = useTranslation('common');
  const notFound = status === 404;
  const text = message ?? (notFound ? t('errorPage.notFound') : t('errorPage.defaultMessage'));
  return (
    <div className={`${classes.page} ${classes.centered}`}>
      <p className={classes.status} aria-hidden="true">
        {status}
      </p>
      <h1 className={classes.title}>{text}</h1>
      <p className={classes.text}>{t('errorPage.statusLabel', { status })}</p>
      <div className={classes.actions}>
        <Link to="/" className={buttonClass('primary')}>
          <IconHome size={18} aria-hidden="true" />
          {t('errorPage.backHome')}
        </Link>
        {!notFound && (
          <button type="button" className={buttonClass('default')} onClick={() => window.location.reload()}>
            <IconRefresh size={18} aria-hidden="true" />
            {t('errorPage.reload')}
          </button>
        )}
      </div>
    </div>
  );
}
