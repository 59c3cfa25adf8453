import '../../components/staff-screen-styles';
import '@mantine/core/styles/Divider.layer.css';
import { Alert, Button, Group, NativeSelect, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { WorkingTime } from '@qtify/shared/domain/working-times';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import { IconCalendarX, IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import staffClasses from '../../components/staff-screen.module.css';
import { knowsTimeZone } from '../../lib/business-time-zone';
import { errorText } from '../../lib/error-text';
import { MANAGE_APPOINTMENT_TYPES_PATH, useAppointmentTypes } from '../../lib/queries/appointment-types';
import { useBusiness } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import { MANAGE_DOCTORS_PATH, useDoctors } from '../../lib/queries/doctors';
import { usePatient } from '../../lib/queries/patients';
import { absenceEvents } from './absence-events';
import { AppointmentDetailsDialog } from './appointment-details-dialog';
import { AppointmentFormDialog } from './appointment-form-dialog';
import { BulkCancelDialog } from './bulk-cancel-dialog';
import classes from './calendar.module.css';
import { type CalendarHandle, CalendarView } from './calendar-view';
import { exceptionEvents } from './exception-events';
import { extraHourEvents } from './extra-hour-events';
import { useCalendarTranslation } from './use-calendar-translation';
import { toWallClock } from './zoned-clock';

type Dialog =
  | { kind: 'create'; wallStart: Date }
  | { kind: 'details'; appointment: Appointment }
  | { kind: 'bulkCancel' };

/** The next full half hour on the business's wall clock (for "new appointment" without a selection). */
function nextHalfHour(timeZone: string): Date {
  const wall = toWallClock(Date.now(), timeZone).getTime();
  return new Date(Math.ceil(wall / 1_800_000) * 1_800_000);
}

/** A day picked in the month view starts when the day's first working time does (else 09:00). */
function atOpening(wallDay: Date, workingTimes: WorkingTime[]): Date {
  const weekday = wallDay.getUTCDay() || 7;
  const starts = workingTimes
    .filter((time) => time.weekday === weekday)
    .map((time) => time.start)
    .sort();
  const [hours, minutes] = (starts[0] ?? '09:00').split(':').map(Number) as [number, number];
  return new Date(wallDay.getTime() + (hours * 60 + minutes) * 60_000);
}

/**
 * `/waitingRoom/OrdinationCalendar` (alias `/ro23omasfdas/app-calendar`): the active business's
 * appointments by day, week or month, for one doctor (table) or all. Select a range to book, drag
 * to move, click to see the patient and cancel.
 */
export function CalendarPage() {
  const { t, context } = useCalendarTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const business = useBusiness(businessId);
  const doctors = useDoctors(businessId);
  const types = useAppointmentTypes(businessId);
  const phone = useMediaQuery('(max-width: 48em)', window.matchMedia?.('(max-width: 48em)').matches);
  const [doctorId, setDoctorId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const calendar = useRef<CalendarHandle>(null);
  // `?patient=<id>` (the record's "book"): the next booking is for that patient.
  const [params, setParams] = useSearchParams();
  const forPatient = usePatient(businessId, params.get('patient') ?? '').data ?? null;
  const stopBookingFor = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('patient');
        return next;
      },
      { replace: true },
    );

  const zone = business.data?.timeZone;
  // Without a zone the runtime knows, the browser's own zone is the honest fallback.
  const timeZone = knowsTimeZone(zone) ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
  const workingTimes = useMemo(
    () =>
      (doctors.data ?? [])
        .filter((doctor) => doctorId === null || doctor.id === doctorId)
        .flatMap((doctor) => doctor.workingTimes),
    [doctors.data, doctorId],
  );
  const absentLabel = t('absent', { context });
  const absences = useMemo(() => {
    const shown = doctors.data ?? [];
    const blocked = classes.absence ?? '';
    // A changed date's missing hours look like an absence: nobody can book them.
    const labels = {
      off: t('changedDay.off', { context }),
      changed: (hours: string) => t('changedDay.hours', { context, hours }),
    };
    return {
      timed: [
        ...absenceEvents(shown, doctorId, absentLabel, blocked),
        ...exceptionEvents(shown, doctorId, labels, blocked),
        ...extraHourEvents(shown, doctorId, labels.changed, classes.extraHours ?? ''),
      ],
      days: [
        ...absenceEvents(shown, doctorId, absentLabel, blocked, true),
        ...exceptionEvents(shown, doctorId, labels, blocked, true),
      ],
    };
  }, [doctors.data, doctorId, absentLabel, t, context]);
  const loadError = business.error ?? doctors.error ?? types.error;
  const ready = doctors.data && types.data && business.data;
  const canBook = (doctors.data?.length ?? 0) > 0 && (types.data?.length ?? 0) > 0;

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <div className={staffClasses.headerText}>
          <Title order={1} size="h2" className={staffClasses.title}>
            {t('routes.ordinationCalendar')}
          </Title>
          {!phone && <p className={staffClasses.intro}>{t('intro', { context })}</p>}
        </div>
        {ready && canBook && (
          <div className={classes.filters}>
            <NativeSelect
              className={classes.filter}
              label={t('filterLabel', { context })}
              value={doctorId ?? ''}
              onChange={(event) => setDoctorId(event.currentTarget.value || null)}
              data={[
                { value: '', label: t('filterAll', { context }) },
                ...(doctors.data ?? []).map((doctor) => ({ value: doctor.id, label: doctor.name })),
              ]}
            />
            <Button
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => setDialog({ kind: 'create', wallStart: nextHalfHour(timeZone) })}
            >
              {t('new', { context })}
            </Button>
            <Button
              variant="default"
              leftSection={<IconCalendarX size={18} aria-hidden="true" />}
              onClick={() => setDialog({ kind: 'bulkCancel' })}
            >
              {t('bulk.open', { context })}
            </Button>
          </div>
        )}
      </header>

      {forPatient && (
        <Alert
          variant="light"
          mb="md"
          withCloseButton
          closeButtonLabel={t('forPatient.stop')}
          onClose={stopBookingFor}
        >
          {t('forPatient.banner', { context, name: `${forPatient.firstName} ${forPatient.lastName}` })}
        </Alert>
      )}
      {loadError ? (
        <FormAlert message={errorText(t, loadError, context)} />
      ) : !ready ? (
        <PageLoader />
      ) : !canBook ? (
        <EmptyState
          title={
            doctors.data.length === 0 ? t('empty.noDoctors', { context }) : t('empty.noTypes', { context })
          }
          text={t('empty.text', { context })}
          action={
            <Group justify="center" gap="sm">
              <Button
                component={Link}
                to={MANAGE_DOCTORS_PATH}
                variant={doctors.data.length ? 'default' : 'filled'}
              >
                {t('routes.manageDoctors')}
              </Button>
              <Button
                component={Link}
                to={MANAGE_APPOINTMENT_TYPES_PATH}
                variant={doctors.data.length ? 'filled' : 'default'}
              >
                {t('routes.manageAppointmentTypes')}
              </Button>
            </Group>
          }
        />
      ) : (
        <CalendarView
          ref={calendar}
          businessId={businessId}
          timeZone={timeZone}
          doctorId={doctorId}
          workingTimes={workingTimes}
          absences={absences}
          initialView={phone ? 'timeGridDay' : 'timeGridWeek'}
          compact={phone}
          onSelect={(wallStart, allDay) =>
            setDialog({ kind: 'create', wallStart: allDay ? atOpening(wallStart, workingTimes) : wallStart })
          }
          onOpen={(appointment) => setDialog({ kind: 'details', appointment })}
          doctorName={(id) => doctors.data.find((doctor) => doctor.id === id)?.name}
        />
      )}

      {dialog?.kind === 'create' && ready && (
        <AppointmentFormDialog
          businessId={businessId}
          timeZone={timeZone}
          doctors={doctors.data}
          types={types.data}
          doctorId={doctorId ?? doctors.data[0]?.id ?? ''}
          wallStart={dialog.wallStart}
          patient={forPatient}
          onClose={() => setDialog(null)}
          onCreated={() => {
            calendar.current?.refetch();
            if (forPatient) stopBookingFor();
          }}
        />
      )}
      {dialog?.kind === 'bulkCancel' && (
        <BulkCancelDialog
          businessId={businessId}
          timeZone={timeZone}
          onClose={() => setDialog(null)}
          onCancelled={() => calendar.current?.refetch()}
        />
      )}
      {dialog?.kind === 'details' && ready && (
        <AppointmentDetailsDialog
          businessId={businessId}
          timeZone={timeZone}
          appointment={dialog.appointment}
          doctors={doctors.data}
          onClose={() => setDialog(null)}
          onCancelled={(id) => calendar.current?.remove(id)}
        />
      )}
    </div>
  );
}
