import { Paper, Text, Title } from '@mantine/core';
import { addDays, localDateOf, zonedInstant } from '@qtify/shared/domain/zoned-time';
import { useMemo } from 'react';
import { type Appointment, useAppointmentsInRange } from '../../lib/queries/appointments';
import { useDoctors } from '../../lib/queries/doctors';
import { useCheckedInAppointments } from '../../lib/queries/queue';
import { CheckInButton } from './check-in-button';
import { formatClock } from './format-time';
import { NoShowButton } from './no-show-button';
import { useNow } from './use-now';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

/** Today's appointments nobody checked in yet, by start (cancelled and declined ones are not). */
export function appointmentsToCheckIn(appointments: readonly Appointment[], checkedIn: ReadonlySet<string>) {
  return appointments
    .filter((item) => !item.cancelled && item.confirmation !== 'declined' && !checkedIn.has(item.id))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/**
 * The waiting room's "today's appointments": who is still expected, each with one click to check
 * in when they arrive. Hidden when there is nobody left to expect.
 */
export function TodaysAppointmentsList({ businessId, timeZone }: { businessId: string; timeZone: string }) {
  const { t, context, language } = useWaitingRoomTranslation();
  const date = localDateOf(Date.now(), timeZone);
  // One range per local day (a new key per render would refetch all the time).
  const range = useMemo(
    () => ({
      from: new Date(zonedInstant(date, 0, timeZone)),
      to: new Date(zonedInstant(addDays(date, 1), 0, timeZone)),
      doctorId: null,
    }),
    [date, timeZone],
  );
  const appointments = useAppointmentsInRange(businessId, range);
  const checkedIn = useCheckedInAppointments(businessId);
  const doctors = useDoctors(businessId);
  const now = useNow();
  if (!appointments.data || !checkedIn.data) return null;
  const expected = appointmentsToCheckIn(appointments.data, checkedIn.data);
  if (expected.length === 0) return null;
  const doctorName = (id: string | null) => doctors.data?.find((doctor) => doctor.id === id)?.name;
  return (
    <Paper withBorder radius="lg" p="md" mb="md" component="section" aria-labelledby="todays-appointments">
      <Title order={2} size="h4" id="todays-appointments" mb="xs">
        {t('todayAppointments.title', { context, count: expected.length })}
      </Title>
      <ul className={classes.todayList}>
        {expected.map((item) => {
          const name = `${item.patient.firstName} ${item.patient.lastName}`;
          const doctor = doctorName(item.doctorId);
          // Over and nobody checked in: offered as a no-show (one click), beside a late check-in.
          const over = Date.parse(item.end) <= now;
          return (
            <li key={item.id} className={classes.todayRow}>
              <Text>
                <Text span fw={700}>
                  {formatClock(item.start, language, timeZone)}
                </Text>{' '}
                {name}
                <Text span c="dimmed" size="sm">
                  {' · '}
                  {item.title}
                  {doctor ? ` · ${doctor}` : ''}
                  {over ? ` · ${t('noShow.overdue')}` : ''}
                </Text>
              </Text>
              <span className={classes.todayActions}>
                {over && <NoShowButton businessId={businessId} appointmentId={item.id} name={name} />}
                <CheckInButton businessId={businessId} appointment={item} name={name} timeZone={timeZone} />
              </span>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
