import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import { IconHourglass } from '@tabler/icons-react';
import { FormAlert } from '../../components/form-alert';
import { errorText } from '../../lib/error-text';
import { useAnswerBookingRequest } from '../../lib/queries/appointments';
import { useCalendarTranslation } from './use-calendar-translation';

/**
 * A booking that needs the business's confirmation (bookingRules.needsConfirmation) and has none
 * yet: confirm or decline it; the patient is mailed either way, and a declined one frees its time.
 */
export function BookingRequestSection({
  businessId,
  appointment,
  onAnswered,
}: {
  businessId: string;
  appointment: Appointment;
  onAnswered: (appointment: Appointment) => void;
}) {
  const { t, context } = useCalendarTranslation();
  const answering = useAnswerBookingRequest(businessId);
  if (appointment.confirmation !== 'requested' || appointment.cancelled) return null;
  const error = answering.error ? errorText(t, answering.error, context) : null;
  const answer = (choice: 'confirm' | 'decline') =>
    answering.mutate({ appointment, answer: choice }, { onSuccess: (updated) => onAnswered(updated) });
  const busy = answering.isPending ? answering.variables?.answer : undefined;
  return (
    <Alert variant="light" color="blue" icon={<IconHourglass size={20} aria-hidden="true" />}>
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {t('businesses.bookingRules.requested')}
        </Text>
        <FormAlert message={error} />
        <Group gap="sm">
          <Button
            size="sm"
            loading={busy === 'confirm'}
            disabled={busy === 'decline'}
            onClick={() => answer('confirm')}
          >
            {t('businesses.bookingRules.confirm')}
          </Button>
          <Button
            size="sm"
            variant="default"
            color="red"
            loading={busy === 'decline'}
            disabled={busy === 'confirm'}
            onClick={() => answer('decline')}
          >
            {t('businesses.bookingRules.decline')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
