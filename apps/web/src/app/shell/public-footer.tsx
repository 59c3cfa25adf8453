import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import classes from './public-shell.module.css';

/** Footer for visitors: short pitch, site links and the copyright (spec §2). */
export function PublicFooter() {
  const { t } = useTranslation('common');
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <div className={classes.footerBrand}>
          <Logo size={28} />
          <p className={classes.footerTagline}>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('a11y.footerNavigation')} className={classes.footerNav}>
          <Link to="/landingPage/landingpageFunktionen">{t('nav.features')}</Link>
          <Link to="/landingPage/landingpageKontakt">{t('nav.contact')}</Link>
          <Link to="/login">{t('nav.login')}</Link>
          <Link to="/signup">{t('nav.signup')}</Link>
        </nav>
        <p className={classes.copyright}>
          © {year} Qtify · {t('footer.rights')}
        </p>
      </div>
    </footer>
  );
}
