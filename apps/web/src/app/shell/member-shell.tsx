import '@mantine/core/styles/AppShell.layer.css';
import { AppShell } from '@mantine/core';
import { canonicalPath } from '@qtify/shared/app-routes/route-table';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { ColorThemeSelect } from '../../components/color-theme-select';
import { LanguageSelect } from '../../components/language-select';
import { Logo } from '../../components/logo';
import { OfflineBanner } from '../../components/offline-banner';
import { PageLoader } from '../../components/page-loader';
import { VerifyEmailBanner } from '../../features/auth/verify-email-banner';
import { usePlaceIndustry } from '../../lib/place-industry';
import { useShop } from '../../lib/queries/businesses';
import type { CurrentUser } from '../../lib/queries/current-user';
import { useActiveBusinessTheme } from '../../lib/use-active-business-theme';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { useSetupStep } from '../../lib/use-setup-step';
import { BottomMenu } from './bottom-menu';
import { MemberNavbar } from './member-navbar';
import { buildMemberNavigation } from './member-navigation';
import classes from './member-shell.module.css';
import { SkipLink } from './skip-link';

// Only someone in several businesses needs the switcher (and its select): it loads for them alone,
// outside the public shell the service worker precaches.
const BusinessSwitcher = lazy(() =>
  import('../../features/businesses/business-switcher').then((module) => ({
    default: module.BusinessSwitcher,
  })),
);
// The toast outlet and its styles load after the frame: nothing needs them for the first paint.
const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/**
 * The frame for signed-in users. Desktop: header and a 250px side navigation. From Mantine's md
 * breakpoint down the side navigation is gone and a bottom menu takes its place. Loaded lazily:
 * first-time visitors never download it.
 */
export function MemberShell({ user }: { user: CurrentUser }) {
  const { t } = useIndustryTranslation();
  useActiveBusinessTheme(user);
  const setupStep = useSetupStep(user.company?.id).step;
  const navigation = buildMemberNavigation(
    user,
    useShop(user.shop?.id).isError,
    usePlaceIndustry() !== null,
    Boolean(user.company) && setupStep !== undefined && setupStep !== 'done',
  );
  const title = 'text' in navigation.title ? navigation.title.text : t(navigation.title.key);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'md', collapsed: { mobile: true } }}
      padding="md"
      className={classes.shell}
    >
      <SkipLink />
      <AppShell.Header className={classes.header}>
        {/* Staff's home is their business, not the marketing page. */}
        <Link
          to={user.company ? canonicalPath('waitingRoom') : '/'}
          className={classes.logoLink}
          aria-label={t('a11y.homeLink')}
        >
          <Logo size={30} wordmarkClassName={classes.wordmark} />
        </Link>
        <p className={classes.headerTitle}>{title}</p>
        <div className={classes.headerActions}>
          {user.memberships.length > 1 && (
            <Suspense fallback={null}>
              <BusinessSwitcher user={user} />
            </Suspense>
          )}
          <ColorThemeSelect />
          <LanguageSelect />
        </div>
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar} aria-label={t('a11y.mainNavigation')}>
        <MemberNavbar navigation={navigation} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" className={classes.main} tabIndex={-1}>
        <VerifyEmailBanner user={user} />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      <BottomMenu navigation={navigation} />
      <OfflineBanner />
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    </AppShell>
  );
}
