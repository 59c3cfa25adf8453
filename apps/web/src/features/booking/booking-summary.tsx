import { Paper } from '@mantine/core';
import { formatAppointment } from '@qtify/shared/domain/appointment-when';
import type { Industry } from '@qtify/shared/domain/industry';
import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import { useTranslation } from 'react-i18next';
import classes from './booking.module.css';

/** What was booked, when (in the business's zone), with whom and where. */
export function BookingSummary({ booking, industry }: { booking: Booking; industry: Industry }) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const context = { context: industry };
  return (
    <Paper withBorder radius="lg" p="md">
      <dl className={classes.summary}>
        <dt>{t('summary.what', context)}</dt>
        <dd>
          {booking.partySize
            ? t('summary.forParty', { title: booking.title, count: booking.partySize })
            : booking.title}
        </dd>
        <dt>{t('summary.when')}</dt>
        <dd>
          {formatAppointment(booking.start, booking.timeZone, language)}
          {booking.confirmation === 'requested' && ` (${t('summary.requested')})`}
        </dd>
        {booking.doctorName && (
          <>
            <dt>{t('summary.who', context)}</dt>
            <dd>{booking.doctorName}</dd>
          </>
        )}
        <dt>{t('summary.where', context)}</dt>
        <dd>{booking.businessName}</dd>
      </dl>
    </Paper>
  );
}
