import { Button } from '@mantine/core';
import { canonicalPath } from '@qtify/shared/app-routes/route-table';
import { IconCalendarEvent, IconQrcode, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DayCard } from './day-card';
import classes from './start-page.module.css';
import { useStartTranslation } from './use-start-translation';

/**
 * The waiting room opens its own "add at the desk" dialog for `?add=1` (waiting-room-page.tsx): the
 * walk-in is added there, with its form and checks, not by a copy of them here.
 */
export const ADD_WALK_IN_PATH = `${canonicalPath('waitingRoom')}?add=1`;

/** Add a walk-in, open the calendar, open the business's QR code. */
export function QuickActions({ businessId }: { businessId: string }) {
  const { t, context } = useStartTranslation();
  const business = canonicalPath('businessDetails').replace(':businessId', encodeURIComponent(businessId));
  return (
    <DayCard title={t('start.actions.title')} testId="start-actions">
      <div className={classes.actions}>
        <Button
          component={Link}
          to={ADD_WALK_IN_PATH}
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
        >
          {t('start.actions.addWalkIn', { context })}
        </Button>
        <Button
          component={Link}
          to={canonicalPath('ordinationCalendar')}
          variant="default"
          leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
        >
          {t('start.actions.calendar', { context })}
        </Button>
        <Button
          component={Link}
          to={business}
          variant="default"
          leftSection={<IconQrcode size={18} aria-hidden="true" />}
        >
          {t('start.actions.qr')}
        </Button>
      </div>
    </DayCard>
  );
}
