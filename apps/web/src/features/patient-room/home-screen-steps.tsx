import { useTranslation } from 'react-i18next';
import classes from './home-screen-steps.module.css';

/** Safari's "Share" symbol: a square open at the top with an arrow out of it. */
function ShareIcon({ label }: { label: string }) {
  return (
    <svg className={classes.icon} viewBox="0 0 32 32" role="img" aria-label={label}>
      <path
        d="M11 12H8.5A1.5 1.5 0 0 0 7 13.5v13A1.5 1.5 0 0 0 8.5 28h15a1.5 1.5 0 0 0 1.5-1.5v-13a1.5 1.5 0 0 0-1.5-1.5H21M16 19V4m-5 5 5-5 5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Safari's "Add to Home Screen" symbol: a rounded square with a plus. */
function AddToHomeIcon({ label }: { label: string }) {
  return (
    <svg className={classes.icon} viewBox="0 0 32 32" role="img" aria-label={label}>
      <rect x="5" y="5" width="22" height="22" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 11v10m-5-5h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * For iPhone and iPad in Safari's tab: Web Push works only for a web app on the home screen
 * (iOS 16.4+). The two Safari steps, with the symbols the visitor will look for.
 */
export function HomeScreenSteps() {
  const { t } = useTranslation('pwa');
  return (
    <div className={classes.box} data-testid="ios-home-screen">
      <p className={classes.heading}>{t('ios.heading')}</p>
      <p className={classes.text}>{t('ios.text')}</p>
      <ol className={classes.steps}>
        <li>
          <ShareIcon label={t('ios.shareIcon')} />
          <span>{t('ios.share')}</span>
        </li>
        <li>
          <AddToHomeIcon label={t('ios.addIcon')} />
          <span>{t('ios.addToHome')}</span>
        </li>
      </ol>
      <p className={classes.text}>{t('ios.open')}</p>
    </div>
  );
}
