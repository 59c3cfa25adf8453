import type { EntryAppointment } from '@qtify/shared/schemas/queue-schemas';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useDoctors } from '../../lib/queries/doctors';
import { formatClock } from './format-time';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

/** On an entry card: the appointment it checked in for (time, type, doctor or table). */
export function AppointmentLine({
  appointment,
  timeZone,
}: {
  appointment: EntryAppointment;
  timeZone: string | undefined;
}) {
  const { t, context, language } = useWaitingRoomTranslation();
  const { user } = useCurrentUser();
  const doctors = useDoctors(user?.company?.id);
  const doctor = doctors.data?.find((item) => item.id === appointment.doctorId)?.name;
  return (
    <span className={classes.appointment} data-testid="entry-appointment">
      <IconCalendarEvent size={16} aria-hidden="true" />
      {t('appointment.line', {
        context,
        time: formatClock(appointment.start, language, timeZone),
        type: appointment.typeTitle,
      })}
      {doctor ? ` · ${t('appointment.with', { context, name: doctor })}` : ''}
    </span>
  );
}
