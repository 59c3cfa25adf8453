import { Title } from '@mantine/core';
import type { Industry } from '@qtify/shared/domain/industry';
import {
  IconArmchair,
  IconCalendar,
  IconChevronRight,
  IconListDetails,
  IconUsers,
} from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './business-page.module.css';

// Routes of the daily work (spec §2); each title is the industry's page title ("Tische verwalten").
const SHORTCUTS = [
  { id: 'waitingRoom', to: '/waitingRoom/room', Icon: IconArmchair },
  { id: 'manageDoctors', to: '/bookingflow/manageDoctors', Icon: IconUsers },
  { id: 'manageAppointmentTypes', to: '/bookingflow/manageAppointmentTypes', Icon: IconListDetails },
  { id: 'ordinationCalendar', to: '/waitingRoom/OrdinationCalendar', Icon: IconCalendar },
] as const;

/** The way from the business to its waiting room, people or tables, appointment types and calendar. */
export function BusinessShortcuts({ industry }: { industry: Industry }) {
  const { t } = useTranslation([industry, 'common']);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} fz="lg" lh={1.3} id={headingId}>
        {t('businesses.shortcuts.title')}
      </Title>
      <div className={classes.shortcuts}>
        {SHORTCUTS.map(({ id, to, Icon }) => (
          <Link key={id} to={to} className={classes.shortcut}>
            <span className={classes.shortcutIcon} aria-hidden="true">
              <Icon size={22} stroke={1.8} />
            </span>
            <span className={classes.shortcutText}>
              <span className={classes.shortcutTitle}>{t(`routes.${id}`)}</span>
              <span className={classes.shortcutHint}>{t(`company.shortcuts.${id}`)}</span>
            </span>
            <IconChevronRight size={18} className={classes.shortcutChevron} aria-hidden="true" />
          </Link>
        ))}
      </div>
    </section>
  );
}
