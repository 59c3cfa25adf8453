import { Button } from '@mantine/core';
import type { Industry } from '@qtify/shared/domain/industry';
import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookingMessage } from './booking-message';
import { manageLink } from './booking-paths';
import { BookingSummary } from './booking-summary';

/** The last step: booked, the e-mail that follows, the way to the booking and to book another. */
export function BookingDone({
  booking,
  emailed,
  industry,
  onAnother,
}: {
  booking: Booking;
  emailed: boolean;
  industry: Industry;
  onAnother: () => void;
}) {
  const { t } = useTranslation(['booking', 'common']);
  const context = { context: industry };
  return (
    <BookingMessage
      tone="success"
      // A booking the business still confirms is a request: its summary says it awaits confirmation.
      title={booking.confirmation === 'requested' ? t('done.requested') : t('done.heading', context)}
      text={emailed ? t('done.emailNote') : t('done.noEmailNote', context)}
    >
      <BookingSummary booking={booking} industry={industry} />
      {booking.manageToken && (
        <Button component={Link} to={manageLink(booking.manageToken)} variant="default" size="md" fullWidth>
          {t('done.manage', context)}
        </Button>
      )}
      <Button size="md" fullWidth leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={onAnother}>
        {t('done.bookAnother', context)}
      </Button>
    </BookingMessage>
  );
}
