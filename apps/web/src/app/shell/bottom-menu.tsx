import { IconDots } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { splitBottomMenu } from './bottom-menu-split';
import type { MemberNavigation, NavItem } from './member-navigation';
import classes from './member-shell.module.css';
import { NavIcon } from './nav-icon';
import { useIsActive } from './use-active-item';

/**
 * Phone and tablet (below Mantine's md): the same entries as a fixed bar at the bottom. A staff
 * menu has more than fit: the last ones open above the bar from "More" (a disclosure: Escape, a
 * tap elsewhere or choosing an entry closes it).
 */
export function BottomMenu({ navigation }: { navigation: MemberNavigation }) {
  const { t, context } = useIndustryTranslation();
  const isActive = useIsActive();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { bar, more } = splitBottomMenu(navigation.groups.flatMap((group) => group.items));
  const moreActive = more.some((item) => isActive(item.paths));

  // A new page closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const link = (item: NavItem, className: string, iconSize: number) => (
    <Link
      key={item.id}
      to={item.to}
      className={className}
      aria-current={isActive(item.paths) ? 'page' : undefined}
    >
      <NavIcon id={item.id} size={iconSize} />
      <span>{t(item.labelKey, { context })}</span>
    </Link>
  );

  return (
    <nav ref={root} className={classes.bottomMenu} aria-label={t('a11y.mainNavigation')}>
      {bar.map((item) => link(item, classes.bottomItem ?? '', 24))}
      {more.length > 0 && (
        <>
          <button
            ref={button}
            type="button"
            className={classes.bottomItem}
            aria-expanded={open}
            aria-controls={panelId}
            data-active={moreActive || undefined}
            onClick={() => setOpen((value) => !value)}
          >
            <IconDots size={24} stroke={1.8} aria-hidden="true" />
            <span>{t('nav.more')}</span>
          </button>
          <div id={panelId} className={classes.morePanel} hidden={!open}>
            {more.map((item) => link(item, classes.moreItem ?? '', 20))}
          </div>
        </>
      )}
    </nav>
  );
}
