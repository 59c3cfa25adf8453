import { Button, Loader, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { useReportPlace } from '../../lib/place-brand';
import { useReminderOptOut } from '../../lib/queries/reminders';
import classes from './booking.module.css';
import { BookingMessage } from './booking-message';

/**
 * `/bookingflow/booking?optOut=…` (the link at the foot of a reminder mail): one click stops the
 * reminders, without a login; the page only says so. Following it again is harmless. A view of
 * the manage page rather than a page of its own, so no other page's first download grows.
 */
export function ReminderOptOut({ token }: { token: string }) {
  const { t } = useTranslation(['booking', 'common']);
  const optOut = useReminderOptOut();
  // The link names no business: the frame shows none.
  useReportPlace(null);
  // One request per link, also when React runs the effect twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    optOut.mutate(token);
  }, [token, optOut]);

  const invalid = !token || (isApiError(optOut.error) && optOut.error.status === 404);
  return (
    <div className={classes.page}>
      <Title order={1} size="h2" className={classes.title} mb="lg">
        {t('reminders.heading')}
      </Title>
      {optOut.isSuccess ? (
        <BookingMessage tone="success" title={t('reminders.doneHeading')} text={t('reminders.doneText')} />
      ) : invalid ? (
        <BookingMessage
          tone="error"
          title={t('reminders.invalidHeading')}
          text={t('reminders.invalidText')}
        />
      ) : optOut.isError ? (
        <div className={classes.stack}>
          <FormAlert message={errorText(t, optOut.error)} />
          <Button size="md" onClick={() => optOut.mutate(token)} loading={optOut.isPending}>
            {t('slots.retry')}
          </Button>
        </div>
      ) : (
        <Loader mx="auto" aria-label={t('reminders.working')} />
      )}
    </div>
  );
}
