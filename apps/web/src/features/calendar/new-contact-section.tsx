import { Alert, Button, Stack, Text } from '@mantine/core';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import { IconAddressBook } from '@tabler/icons-react';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import { useAcceptBookingContact } from '../../lib/queries/appointments';
import classes from './appointment-details.module.css';
import { useCalendarTranslation } from './use-calendar-translation';

/**
 * The phone and e-mail a booking gave where they differ from the patient's record (issue 16: a
 * public booking no longer changes the record by itself), with the action that takes them over.
 */
export function NewContactSection({
  businessId,
  appointment,
  onAccepted,
}: {
  businessId: string;
  appointment: Appointment;
  onAccepted: (appointment: Appointment) => void;
}) {
  const { t, context } = useCalendarTranslation();
  const accepting = useAcceptBookingContact(businessId);
  const busy = accepting.isPending;
  const error = accepting.error ? errorText(t, accepting.error, context) : null;
  const contact = appointment.newContact;
  if (!contact) return null;

  const accept = () =>
    accepting.mutate(appointment, {
      onSuccess: (updated) => {
        showSuccess(t('details.contactAccepted'));
        onAccepted(updated);
      },
    });

  return (
    <Alert variant="light" color="yellow" icon={<IconAddressBook size={20} aria-hidden="true" />}>
      <Stack gap="xs">
        {/* Its own bold line in the text colour: Mantine's coloured alert title is too pale to read. */}
        <Text size="sm" fw={700}>
          {t('details.newContact', { context })}
        </Text>
        <Text size="sm">{t('details.newContactHint', { context })}</Text>
        <dl className={classes.list}>
          {contact.phone && (
            <div className={classes.row}>
              <dt>{t('form.phone')}</dt>
              <dd>{contact.phone}</dd>
            </div>
          )}
          {contact.email && (
            <div className={classes.row}>
              <dt>{t('form.emailShort')}</dt>
              <dd>{contact.email}</dd>
            </div>
          )}
        </dl>
        <FormAlert message={error} />
        <div>
          <Button size="sm" variant="default" loading={busy} aria-busy={busy} onClick={accept}>
            {t('details.acceptContact')}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
