import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import classes from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useAbsenceAppointments, useCancelAbsenceAppointments } from '../../lib/queries/absence-appointments';
import { useBusiness } from '../../lib/queries/businesses';
import { useIndustryTranslation } from '../../lib/use-industry-translation';

/**
 * After recording an absence: the appointments already booked in it (date, time, patient, type),
 * to cancel, each patient with an e-mail mailed with a link to book again, or to keep. Nothing
 * shows when the absence covers none.
 */
export function AbsenceAppointmentsSection({
  businessId,
  doctorId,
  absenceId,
  onDone,
}: {
  businessId: string;
  doctorId: string;
  absenceId: string;
  onDone: () => void;
}) {
  const { t, i18n, context } = useIndustryTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const timeZone = useBusiness(businessId).data?.timeZone;
  const booked = useAbsenceAppointments(businessId, doctorId, absenceId);
  const cancel = useCancelAbsenceAppointments(businessId, doctorId);
  const [error, setError] = useState<string | null>(null);

  if (booked.isPending) return <Loader size="sm" />;
  if (booked.error) return <FormAlert message={errorText(t, booked.error, context)} />;
  if (booked.data.length === 0) return null;

  const when = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const cancelAll = async () => {
    setError(null);
    try {
      const count = await cancel.mutateAsync(absenceId);
      showSuccess(t('absences.cancelledBooked', { count }));
      onDone();
    } catch (caught) {
      setError(errorText(t, caught, context));
    }
  };

  return (
    <Paper withBorder p="md" role="region" aria-labelledby="absence-booked">
      <Stack gap="sm">
        <Text id="absence-booked" fw={600}>
          {t('absences.booked', { count: booked.data.length, context })}
        </Text>
        <FormAlert message={error} />
        <ul className={classes.absences}>
          {booked.data.map((appointment) => (
            <li key={appointment.id} className={classes.absence}>
              <Text size="sm">
                {when.format(new Date(appointment.start))} · {appointment.patient.firstName}{' '}
                {appointment.patient.lastName} · {appointment.title}
              </Text>
            </li>
          ))}
        </ul>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={cancel.isPending}>
            {t('absences.keepBooked')}
          </Button>
          <Button color="red" onClick={() => void cancelAll()} loading={cancel.isPending}>
            {t('absences.cancelBooked', { context })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
