import { Button, Paper, Text } from '@mantine/core';
import { formatAppointment } from '@qtify/shared/domain/appointment-when';
import type { Industry } from '@qtify/shared/domain/industry';
import type { ErrorCode } from '@qtify/shared/errors';
import type { Booking, Slot } from '@qtify/shared/schemas/booking-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { useRescheduleBooking } from '../../lib/queries/manage-booking';
import { usePublicTypes } from '../../lib/queries/public-places';
import { BackButton } from './back-button';
import classes from './booking.module.css';
import { SlotsStep } from './slots-step';
import { StepHeading } from './step-heading';

/**
 * Moving a booking from its manage link: the free times of its type (the booking flow's slot
 * step), then one confirmation. Its own chunk, loaded when the patient asks to move. A time that
 * went to someone else meanwhile sends them back to the times, saying so; the booking keeps its
 * old time until a new one is taken.
 */
export function RescheduleBooking({
  token,
  booking,
  industry,
  onMoved,
  onClose,
}: {
  token: string;
  booking: Booking;
  industry: Industry;
  onMoved: (booking: Booking) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const context = { context: industry };
  const types = usePublicTypes(booking.businessPublicId);
  const move = useRescheduleBooking(token, booking.businessPublicId);
  const [date, setDate] = useState<string | null>(null);
  const [notice, setNotice] = useState<ErrorCode | null>(null);
  const [picked, setPicked] = useState<Slot | null>(null);
  const type = types.data?.find((candidate) => candidate.id === booking.typeId);

  if (types.isPending) return <PageLoader />;
  if (!type) {
    return (
      <div className={classes.stack}>
        <FormAlert
          message={types.isError ? errorText(t, types.error, industry) : t('reschedule.typeGone', context)}
        />
        <BackButton onClick={onClose} />
      </div>
    );
  }

  // A restaurant's reservation keeps its party: only times with a table that seats it are offered.
  const persons = booking.partySize;
  const party = persons === null ? null : { persons, maxPartySize: null, onPersons: () => {} };

  if (!picked) {
    return (
      <SlotsStep
        publicId={booking.businessPublicId}
        timeZone={booking.timeZone}
        industry={industry}
        type={type}
        party={party}
        phone={null}
        date={date}
        notice={notice}
        focus
        onDate={setDate}
        onPick={(slot) => {
          move.reset();
          setPicked(slot);
        }}
        onBack={onClose}
      />
    );
  }

  const confirm = async () => {
    try {
      onMoved(await move.mutateAsync({ start: picked.start, doctorId: picked.doctorId }));
    } catch (error) {
      if (isApiError(error) && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE')) {
        setNotice(error.code);
        setPicked(null);
      }
    }
  };

  return (
    <div className={classes.stack}>
      <StepHeading focus>{t('reschedule.confirmHeading', context)}</StepHeading>
      <Paper withBorder radius="lg" p="md">
        <Text c="dimmed" size="sm">
          {t('reschedule.from')}
        </Text>
        <Text td="line-through">{formatAppointment(booking.start, booking.timeZone, language)}</Text>
        <Text c="dimmed" size="sm" mt="sm">
          {t('reschedule.to')}
        </Text>
        <Text fw={700}>{formatAppointment(picked.start, booking.timeZone, language)}</Text>
      </Paper>
      <FormAlert message={move.isError ? errorText(t, move.error, industry) : null} />
      <Button size="md" fullWidth loading={move.isPending} onClick={() => void confirm()}>
        {t('reschedule.confirm', context)}
      </Button>
      <div className={classes.bar}>
        <BackButton onClick={() => setPicked(null)} />
      </div>
    </div>
  );
}
