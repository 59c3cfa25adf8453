import { Button, Loader, Text, Title } from '@mantine/core';
import { formatAppointment } from '@qtify/shared/domain/appointment-when';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { useReportPlace } from '../../lib/place-brand';
import { useTakeWaitlistOffer, useWaitlistOffer } from '../../lib/queries/waitlist-offers';
import classes from './booking.module.css';
import { BookingMessage } from './booking-message';

/**
 * `/bookingflow/booking?offer=…` (the link of a waitlist offer mail): the earlier time and one
 * button to take it. Opening the link takes nothing (mail scanners open links); the first patient
 * to press gets the time, the others read that it is gone and keep their booking. A view of the
 * manage page, loaded only for this link, so no other page's first download grows.
 */
export function WaitlistOffer({ token }: { token: string }) {
  // Its texts are a namespace of their own: the booking pages do not download them.
  const { t, i18n } = useTranslation(['waitlist', 'booking', 'common']);
  const query = useWaitlistOffer(token);
  const take = useTakeWaitlistOffer(token);
  const offer = query.data;
  useReportPlace(null);
  const gone = offer?.status === 'gone' || (isApiError(take.error) && take.error.code === 'OFFER_GONE');
  const invalid = !token || (isApiError(query.error) && query.error.status === 404);
  const when = (start: string) => (offer ? formatAppointment(start, offer.timeZone, i18n.language) : '');

  const body = () => {
    if (invalid) {
      return <BookingMessage tone="error" title={t('offer.invalidHeading')} text={t('offer.invalidText')} />;
    }
    if (!offer)
      return query.isError ? <FormAlert message={errorText(t, query.error)} /> : <Loader mx="auto" />;
    if (take.isSuccess || offer.status === 'taken') {
      const start = take.data?.start ?? offer.start;
      return (
        <BookingMessage
          tone="success"
          title={t('offer.takenHeading')}
          text={t('offer.takenText', { when: when(start) })}
        />
      );
    }
    if (gone) {
      return (
        <BookingMessage
          tone="error"
          title={t('offer.goneHeading')}
          text={t('offer.goneText', { when: when(offer.currentStart) })}
        />
      );
    }
    return (
      <div className={classes.stack}>
        <Text>{t('offer.intro', { business: offer.businessName })}</Text>
        <Text fw={700}>
          {offer.title} · {when(offer.start)}
          {offer.doctorName ? ` · ${offer.doctorName}` : ''}
        </Text>
        <Text c="dimmed">{t('offer.current', { when: when(offer.currentStart) })}</Text>
        {take.isError && <FormAlert message={errorText(t, take.error)} />}
        <Button
          size="md"
          fullWidth
          leftSection={<IconCalendarCheck size={18} aria-hidden="true" />}
          loading={take.isPending}
          onClick={() => take.mutate()}
        >
          {t('offer.take')}
        </Button>
      </div>
    );
  };

  return (
    <div className={classes.page}>
      <Title order={1} size="h2" className={classes.title} mb="lg">
        {t('offer.heading')}
      </Title>
      {body()}
    </div>
  );
}
