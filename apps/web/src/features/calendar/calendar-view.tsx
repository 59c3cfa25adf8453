import type {
  DateSelectArg,
  DatesSetArg,
  EventApi,
  EventClickArg,
  EventDropArg,
  EventInput,
  EventSourceFuncArg,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { ActionIcon, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AvailabilityProblem } from '@qtify/shared/domain/availability';
import type { WorkingTime } from '@qtify/shared/domain/working-times';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import { IconAlertCircle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { forwardRef, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import { useFetchAppointments, useMoveAppointment } from '../../lib/queries/appointments';
import { availabilityProblemOf } from './availability-problem';
import { AvailabilityWarningModal } from './availability-warning-modal';
import classes from './calendar.module.css';
import { businessHours, toCalendarEvent, visibleHours, widenHours } from './calendar-events';
import { calendarLocale } from './calendar-locales';
import { clashMessage } from './clash-message';
import { sameHours, timeGridContent } from './event-content';
import { EXTRA_HOURS_EVENT } from './extra-hour-events';
import { useCalendarTranslation } from './use-calendar-translation';
import { useLiveAppointments } from './use-live-appointments';
import { fromWallClock, toWallClock } from './zoned-clock';

export type CalendarViewName = 'timeGridDay' | 'timeGridWeek' | 'dayGridMonth';

const VIEWS = [
  ['timeGridDay', 'views.day'],
  ['timeGridWeek', 'views.week'],
  ['dayGridMonth', 'views.month'],
] as const;

export interface CalendarHandle {
  refetch: () => void;
  remove: (appointmentId: string) => void;
}

interface CalendarViewProps {
  businessId: string;
  timeZone: string;
  doctorId: string | null;
  workingTimes: WorkingTime[];
  /** The shown doctors' absences as background blocks (absence-events.ts); `days` for the month view. */
  absences: { timed: EventInput[]; days: EventInput[] };
  initialView: CalendarViewName;
  compact: boolean;
  /** A range was selected: its start as the business's wall clock (a UTC-coerced date). */
  onSelect: (wallStart: Date, allDay: boolean) => void;
  onOpen: (appointment: Appointment) => void;
  /** Who an appointment is with, for the staff's clash text ("overlaps with … of Dr X"). */
  doctorName: (doctorId: string | null) => string | undefined;
}

function showError(message: string) {
  notifications.show({
    message,
    color: 'red',
    icon: <IconAlertCircle size={18} aria-hidden="true" />,
    autoClose: 8000,
  });
}

/**
 * FullCalendar in the business's time zone: it runs in 'UTC' on wall-clock dates (zoned-clock.ts),
 * so every date that goes in or out is converted here and nowhere else.
 */
export const CalendarView = forwardRef<CalendarHandle, CalendarViewProps>(function CalendarView(
  {
    businessId,
    timeZone,
    doctorId,
    workingTimes,
    absences,
    initialView,
    compact,
    onSelect,
    onOpen,
    doctorName,
  },
  ref,
) {
  const { t, i18n, context } = useCalendarTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const calendarRef = useRef<FullCalendar>(null);
  const [title, setTitle] = useState('');
  const [view, setView] = useState<CalendarViewName>(initialView);
  const api = () => calendarRef.current?.getApi();
  const content = useMemo(() => timeGridContent(timeZone, language), [timeZone, language]);
  const fetchAppointments = useFetchAppointments(businessId);
  const move = useMoveAppointment(businessId);

  useLiveAppointments(businessId, () => api()?.refetchEvents());

  useImperativeHandle(ref, () => ({
    refetch: () => api()?.refetchEvents(),
    remove: (appointmentId) => api()?.getEventById(appointmentId)?.remove(),
  }));

  // A new function when the filter changes makes FullCalendar fetch again.
  const events = useCallback(
    (range: EventSourceFuncArg) =>
      fetchAppointments({
        from: fromWallClock(range.start, timeZone),
        to: fromWallClock(range.end, timeZone),
        doctorId,
      }).then(
        (appointments): EventInput[] => [
          ...(view === 'dayGridMonth' ? absences.days : absences.timed),
          ...appointments.map((appointment) => toCalendarEvent(appointment, timeZone)),
        ],
        (error: unknown) => {
          showError(errorText(t, error, context));
          throw error;
        },
      ),
    [fetchAppointments, timeZone, doctorId, absences, view, t, context],
  );

  // A drop outside availability waits here for "Book anyway" or "Cancel" (which puts it back).
  const [pendingDrop, setPendingDrop] = useState<{ info: EventDropArg; problem: AvailabilityProblem } | null>(
    null,
  );

  const drop = async (info: EventDropArg, override = false) => {
    const appointment = info.event.extendedProps.appointment as Appointment;
    const start = info.event.start;
    if (!start) return info.revert();
    try {
      const moved = await move.mutateAsync({
        appointmentId: appointment.id,
        start: fromWallClock(start, timeZone).toISOString(),
        override,
      });
      info.event.setExtendedProp('appointment', moved);
      showSuccess(t('moved', { context }));
    } catch (error) {
      const problem = override ? null : availabilityProblemOf(error);
      if (problem) return setPendingDrop({ info, problem });
      info.revert();
      const clash = clashMessage(error, doctorName(appointment.doctorId));
      showError(clash ? t(clash.key, { ...clash.values, context }) : errorText(t, error, context));
    }
  };

  const confirmDrop = async () => {
    if (!pendingDrop) return;
    await drop(pendingDrop.info, true);
    setPendingDrop(null);
  };

  const cancelDrop = () => {
    pendingDrop?.info.revert();
    setPendingDrop(null);
  };

  const [spans, setSpans] = useState<{ start: string; end: string }[]>([]);
  const hours = useMemo(() => widenHours(visibleHours(workingTimes), spans), [workingTimes, spans]);
  const openHours = useMemo(() => businessHours(workingTimes), [workingTimes]);

  const changeView = (next: CalendarViewName) => {
    setView(next);
    api()?.changeView(next);
  };

  return (
    <Stack gap="sm">
      <div className={classes.toolbar}>
        <div className={classes.nav}>
          <ActionIcon variant="default" size="lg" aria-label={t('previous')} onClick={() => api()?.prev()}>
            <IconChevronLeft size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label={t('next')} onClick={() => api()?.next()}>
            <IconChevronRight size={18} aria-hidden="true" />
          </ActionIcon>
          <Button variant="default" onClick={() => api()?.today()}>
            {t('today')}
          </Button>
        </div>
        <h2 className={classes.rangeTitle} aria-live="polite">
          {title}
        </h2>
        <Button.Group>
          {VIEWS.map(([name, label]) => (
            <Button
              key={name}
              size={compact ? 'xs' : 'sm'}
              variant={view === name ? 'filled' : 'default'}
              aria-pressed={view === name}
              onClick={() => changeView(name)}
            >
              {t(label)}
            </Button>
          ))}
        </Button.Group>
      </div>
      <div className={classes.calendar}>
        <FullCalendar
          ref={calendarRef}
          plugins={[timeGridPlugin, dayGridPlugin, interactionPlugin]}
          initialView={initialView}
          headerToolbar={false}
          timeZone="UTC"
          now={() => toWallClock(Date.now(), timeZone)}
          locale={calendarLocale(language)}
          firstDay={1}
          height="auto"
          allDaySlot={false}
          nowIndicator
          slotMinTime={hours.slotMinTime}
          slotMaxTime={hours.slotMaxTime}
          scrollTime={hours.slotMinTime}
          businessHours={openHours.length > 0 ? openHours : false}
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
          // The month's header names weekdays only: a day number there would be the first week's.
          dayHeaderFormat={
            compact
              ? view === 'dayGridMonth'
                ? { weekday: 'short' }
                : { weekday: 'short', day: 'numeric' }
              : undefined
          }
          dayMaxEvents={3}
          selectable
          selectMirror
          editable
          eventDurationEditable={false}
          eventStartEditable
          longPressDelay={400}
          events={events}
          eventContent={content}
          select={(info: DateSelectArg) => {
            info.view.calendar.unselect();
            onSelect(info.start, info.allDay);
          }}
          eventClick={(info: EventClickArg) => {
            info.jsEvent.preventDefault();
            const appointment = info.event.extendedProps.appointment as Appointment | undefined;
            if (appointment) onOpen(appointment);
          }}
          eventDrop={(info: EventDropArg) => void drop(info)}
          eventsSet={(all: EventApi[]) => {
            // Absences span whole days: only appointments and a changed date's extra hours widen
            // the visible hours.
            const next = all.flatMap((event) =>
              event.start &&
              event.end &&
              (event.extendedProps.appointment || event.extendedProps.kind === EXTRA_HOURS_EVENT)
                ? [{ start: event.start.toISOString(), end: event.end.toISOString() }]
                : [],
            );
            // Only a change of the hours re-renders; the same set again must not loop.
            setSpans((current) => (sameHours(current, next) ? current : next));
          }}
          datesSet={(info: DatesSetArg) => {
            setTitle(info.view.title);
            setView(info.view.type as CalendarViewName);
          }}
        />
      </div>
      <AvailabilityWarningModal
        problem={pendingDrop?.problem ?? null}
        doctorName={
          doctorName(
            (pendingDrop?.info.event.extendedProps.appointment as Appointment | undefined)?.doctorId ?? null,
          ) ?? ''
        }
        busy={move.isPending}
        onConfirm={() => void confirmDrop()}
        onCancel={cancelDrop}
      />
    </Stack>
  );
});
