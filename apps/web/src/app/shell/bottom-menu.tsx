import { Link } from 'react-router';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import type { MemberNavigation } from './member-navigation';
import classes from './member-shell.module.css';
import { NavIcon } from './nav-icon';
import { useIsActive } from './use-active-item';

/** Phone and tablet (below Mantine's md): the same entries as a fixed bar at the bottom. */
export function BottomMenu({ navigation }: { navigation: MemberNavigation }) {
  const { t } = useIndustryTranslation();
  const isActive = useIsActive();
  const items = navigation.groups.flatMap((group) => group.items);
  return (
    <nav className={classes.bottomMenu} aria-label={t('a11y.mainNavigation')}>
      {items.map((item) => (
        <Link
          key={item.id}
          to={item.to}
          className={classes.bottomItem}
          aria-current={isActive(item.paths) ? 'page' : undefined}
        >
          <NavIcon id={item.id} size={24} />
          <span>{t(item.labelKey)}</span>
        </Link>
      ))}
    </nav>
  );
}
