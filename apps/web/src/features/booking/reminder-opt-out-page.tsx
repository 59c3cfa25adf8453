import { Button, Loader, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { useReminderOptOut } from '../../lib/queries/reminders';
import classes from './booking.module.css';
import { BookingMessage } from './booking-message';

/**
 * `/reminders/opt-out?token=…` (the link at the foot of a reminder mail): one click stops the
 * reminders, without a login; the page only says so. Following it again is harmless.
 */
export function ReminderOptOutPage() {
  const { t } = useTranslation(['booking', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const optOut = useReminderOptOut();
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
