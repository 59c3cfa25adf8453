import { ROUTES } from '@qtify/shared/app-routes/route-table';
import { IconLogin2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { ColorThemeSelect } from '../../components/color-theme-select';
import { LanguageSelect } from '../../components/language-select';
import { Logo } from '../../components/logo';
import classes from './public-shell.module.css';
import { useIsActive } from './use-active-item';

// The aliases (/fktqtify, /ktqtify) count as the same page for the highlighted link.
const SITE_LINKS = (['features', 'contact'] as const).map((id) => ({
  id,
  labelKey: `nav.${id}`,
  paths: ROUTES.find((route) => route.id === id)?.paths ?? [],
}));

/** The top bar for visitors: logo (home), site navigation, colour theme, language and login. */
export function PublicHeader() {
  const { t } = useTranslation('common');
  const isActive = useIsActive();
  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <Link to="/" className={classes.logoLink} aria-label={t('a11y.homeLink')}>
          <Logo />
        </Link>
        <nav className={classes.nav} aria-label={t('a11y.mainNavigation')}>
          {SITE_LINKS.map(({ id, labelKey, paths }) => (
            <Link
              key={id}
              to={paths[0] ?? '/'}
              className={classes.navLink}
              aria-current={isActive(paths) ? 'page' : undefined}
            >
              {t(labelKey)}
            </Link>
          ))}
        </nav>
        <div className={classes.actions}>
          <ColorThemeSelect />
          <LanguageSelect />
          <Link to="/login" className={`${buttonClass('primary')} ${classes.login}`}>
            <IconLogin2 size={18} aria-hidden="true" />
            <span className={classes.loginLabel}>{t('nav.login')}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
