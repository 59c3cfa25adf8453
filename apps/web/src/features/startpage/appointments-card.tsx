import { Stack, Text } from '@mantine/core';

import type { AppointmentType } from '../../lib/queries/appointment-types';
import type { Appointment } from '../../lib/queries/appointments';
import type { Doctor } from '../../lib/queries/doctors';
import { useCheckedInAppointments } from '../../lib/queries/queue';
import { CheckInButton } from '../waiting-room/check-in-button';
import { NoShowButton } from '../waiting-room/no-show-button';
import { DayCard } from './day-card';
import { EmptyLine } from './empty-line';
import { formatTime } from './format-time';
import classes from './start-page.module.css';
import { todaysAppointments } from './todays-appointments';
import { useStartTranslation } from './use-start-translation';

/** Per doctor, this many of the next appointments; the rest are counted. */
const NEXT_PER_DOCTOR = 3;

interface AppointmentsCardProps {
  businessId: string;
  appointments: readonly Appointment[];
  doctors: readonly Doctor[];
  types: readonly AppointmentType[];
  now: number;
  timeZone: string;
}

/**
 * Today's appointments by doctor (table), the next ones first, and how many are left today; one
 * click checks an expected patient in to the waiting room.
 */
export function AppointmentsCard({
  businessId,
  appointments,
  doctors,
  types,
  now,
  timeZone,
}: AppointmentsCardProps) {
  const { t, context, i18n } = useStartTranslation();
  const checkedIn = useCheckedInAppointments(businessId);
  const { total, left, days } = todaysAppointments(appointments, doctors, now);
  // Ended today and nobody checked in: offered as a no-show (one click), as in the waiting room.
  const overdue = checkedIn.data
    ? appointments.filter(
        (item) =>
          !item.cancelled &&
          item.confirmation !== 'declined' &&
          Date.parse(item.end) <= now &&
          !checkedIn.data.has(item.id),
      )
    : [];
  const typeName = (item: Appointment) => types.find((type) => type.id === item.typeId)?.title ?? item.title;
  return (
    <DayCard
      title={t('start.appointments.title', { context })}
      badge={total > 0 ? t('start.appointments.left', { count: left }) : null}
      testId="start-appointments"
    >
      {total === 0 ? (
        <EmptyLine>{t('start.appointments.empty', { context })}</EmptyLine>
      ) : (
        <Stack gap="md">
          {days.map(({ doctor, upcoming }) => (
            <div key={doctor?.id ?? 'none'}>
              <Text fw={700} mb={4} className={classes.name}>
                {doctor?.name ?? t('start.appointments.noDoctor', { context })}
              </Text>
              {upcoming.length === 0 ? (
                <Text size="sm" className={classes.muted}>
                  {t('start.appointments.noneLeft', { context })}
                </Text>
              ) : (
                <ul className={classes.rows}>
                  {upcoming.slice(0, NEXT_PER_DOCTOR).map((item) => (
                    <li key={item.id} className={`${classes.row} ${classes.rowWithAction}`}>
                      <span className={classes.time}>{formatTime(item.start, i18n.language, timeZone)}</span>
                      <span className={classes.name}>
                        {item.patient.firstName} {item.patient.lastName}
                        <Text span size="sm" className={classes.muted}>
                          {' · '}
                          {typeName(item)}
                        </Text>
                      </span>
                      {checkedIn.data && !checkedIn.data.has(item.id) && (
                        <span className={classes.checkIn}>
                          <CheckInButton
                            businessId={businessId}
                            appointment={item}
                            name={`${item.patient.firstName} ${item.patient.lastName}`}
                            timeZone={timeZone}
                            size="compact-sm"
                            variant="subtle"
                          />
                        </span>
                      )}
                    </li>
                  ))}
                  {upcoming.length > NEXT_PER_DOCTOR && (
                    <li className={classes.muted}>
                      {t('start.appointments.more', { count: upcoming.length - NEXT_PER_DOCTOR })}
                    </li>
                  )}
                </ul>
              )}
            </div>
          ))}
          {overdue.length > 0 && (
            <div data-testid="start-overdue">
              <Text fw={700} mb={4} className={classes.name}>
                {t('waitingRoom:noShow.overdue')}
              </Text>
              <ul className={classes.rows}>
                {overdue.map((item) => (
                  <li key={item.id} className={`${classes.row} ${classes.rowWithAction}`}>
                    <span className={classes.time}>{formatTime(item.start, i18n.language, timeZone)}</span>
                    <span className={classes.name}>
                      {item.patient.firstName} {item.patient.lastName}
                    </span>
                    <span className={classes.checkIn}>
                      <NoShowButton
                        businessId={businessId}
                        appointmentId={item.id}
                        name={`${item.patient.firstName} ${item.patient.lastName}`}
                        size="compact-sm"
                        variant="subtle"
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Stack>
      )}
    </DayCard>
  );
}
