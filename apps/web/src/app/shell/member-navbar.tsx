import '@mantine/core/styles/NavLink.layer.css';
import { NavLink } from '@mantine/core';
import { Link } from 'react-router';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import type { MemberNavigation } from './member-navigation';
import classes from './member-shell.module.css';
import { NavIcon } from './nav-icon';
import { useIsActive } from './use-active-item';
import { VersionLabel } from './version-label';

/** The 250px side navigation: business name, subtitle, menu and the version label. */
export function MemberNavbar({ navigation }: { navigation: MemberNavigation }) {
  const { t, context } = useIndustryTranslation();
  const isActive = useIsActive();
  return (
    <>
      <div className={classes.navbarHead}>
        <p className={classes.businessName}>
          {'text' in navigation.title ? navigation.title.text : t(navigation.title.key)}
        </p>
        {navigation.subtitleKey && <p className={classes.subtitle}>{t(navigation.subtitleKey)}</p>}
      </div>
      <div className={classes.navbarMenu}>
        {navigation.groups.map((group) => (
          <div key={group.labelKey ?? 'main'} className={classes.group}>
            {group.labelKey && <p className={classes.groupLabel}>{t(group.labelKey)}</p>}
            {group.items.map((item) => (
              <NavLink
                key={item.id}
                component={Link}
                to={item.to}
                label={t(item.labelKey, { context })}
                leftSection={<NavIcon id={item.id} />}
                active={isActive(item.paths)}
                aria-current={isActive(item.paths) ? 'page' : undefined}
                className={classes.navItem}
              />
            ))}
          </div>
        ))}
      </div>
      <VersionLabel className={classes.version} />
    </>
  );
}
