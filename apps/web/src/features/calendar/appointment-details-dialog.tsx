import { Badge, Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { canonicalPath } from '@qtify/shared/app-routes/route-table';
import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import { IconCalendarX, IconReceipt2 } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import staffClasses from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useCancelAppointment } from '../../lib/queries/appointments';
import { useCurrentUser } from '../../lib/queries/current-user';
import type { Doctor } from '../../lib/queries/doctors';
import { usePatient } from '../../lib/queries/patients';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { CheckInButton } from '../waiting-room/check-in-button';
import classes from './appointment-details.module.css';
import { BookingRequestSection } from './booking-request-section';
import { patientName } from './calendar-events';
import { formatBirthdate, formatSpan, splitHistory } from './format-appointment';
import { NewContactSection } from './new-contact-section';
import { useCalendarTranslation } from './use-calendar-translation';

/** One appointment: the patient, when and with whom, who booked it, the patient's history; cancel. */
export function AppointmentDetailsDialog({
  businessId,
  timeZone,
  doctors,
  onClose,
  onCancelled,
  ...props
}: {
  businessId: string;
  timeZone: string;
  appointment: Appointment;
  doctors: Doctor[];
  onClose: () => void;
  onCancelled: (appointmentId: string) => void;
}) {
  const { t, i18n, context } = useCalendarTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The appointment as shown: accepting its contact details updates it in place.
  const [appointment, setAppointment] = useState(props.appointment);
  const patient = usePatient(businessId, appointment.patient.id);
  const [asking, setAsking] = useState(false);
  const cancelling = useCancelAppointment(businessId);
  // The appointment goes on to the counter (issue 22), for those who prepare bills.
  const mayBill = mayInActiveBusiness(useCurrentUser().user, 'bills.write');
  const busy = cancelling.isPending;
  const error = cancelling.error ? errorText(t, cancelling.error, context) : null;
  const doctorName = (id: string | null) => doctors.find((doctor) => doctor.id === id)?.name ?? '';
  const { patient: who } = appointment;
  const history = splitHistory(patient.data?.appointments ?? [], appointment.id, Date.now());

  const cancel = () =>
    cancelling.mutate(appointment, {
      onSuccess: () => {
        onCancelled(appointment.id);
        showSuccess(t('details.cancelled', { context }));
        onClose();
      },
    });

  const row = (label: string, value: string | null | undefined) => (
    <div className={classes.row}>
      <dt>{label}</dt>
      <dd>
        {value || (
          <Text span inherit c="dimmed" fs="italic">
            {t('details.none')}
          </Text>
        )}
      </dd>
    </div>
  );

  return (
    <StaffDialog title={patientName(appointment)} size="38rem" onClose={onClose}>
      <Stack gap="md">
        <div className={classes.lead}>
          <span className={classes.dot} style={{ background: appointment.color }} aria-hidden="true" />
          <Text fw={700}>{appointment.title}</Text>
          <Text c="dimmed">{formatSpan(appointment, timeZone, language)}</Text>
          {appointment.series && (
            <Text size="sm">
              {t('series.position', { index: appointment.series.index, total: appointment.series.total })}
            </Text>
          )}
        </div>

        <section aria-labelledby="appointment-patient">
          <h3 id="appointment-patient" className={staffClasses.subTitle}>
            {t('details.patient', { context })}
          </h3>
          <dl className={classes.list}>
            {row(t('form.phone'), who.phone)}
            {row(t('form.emailShort'), who.email)}
            {/* A practice needs to know it is missing; a restaurant's guest is never asked for one. */}
            {(who.birthdate || context === 'medical') &&
              row(t('details.birthdate'), who.birthdate ? formatBirthdate(who.birthdate, language) : null)}
          </dl>
        </section>

        <BookingRequestSection
          businessId={businessId}
          appointment={appointment}
          onAnswered={setAppointment}
        />
        <NewContactSection businessId={businessId} appointment={appointment} onAccepted={setAppointment} />

        <section aria-labelledby="appointment-facts">
          <h3 id="appointment-facts" className={staffClasses.subTitle}>
            {t('details.appointment', { context })}
          </h3>
          <dl className={classes.list}>
            {row(t('filterLabel', { context }), doctorName(appointment.doctorId))}
            {context === 'restaurant' &&
              appointment.partySize !== null &&
              row(t('details.partySize'), String(appointment.partySize))}
            {row(t('details.note'), appointment.note)}
            {row(t('details.changedBy'), appointment.changedBy?.name ?? t('details.online'))}
          </dl>
          {appointment.availabilityOverridden && (
            <Badge mt="xs" color="orange" variant="light">
              {t('details.overridden')}
            </Badge>
          )}
        </section>

        <Divider />
        <section aria-labelledby="appointment-history">
          <h3 id="appointment-history" className={staffClasses.subTitle}>
            {t('details.history', { context })}
          </h3>
          {patient.isPending ? (
            <Loader size="sm" />
          ) : patient.isError ? (
            <FormAlert message={errorText(t, patient.error, context)} />
          ) : history.upcoming.length + history.past.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('details.historyEmpty', { context })}
            </Text>
          ) : (
            <ul className={classes.history}>
              {[...history.upcoming, ...history.past].map((item) => (
                <li key={item.id} className={classes.historyItem}>
                  <span className={classes.dot} style={{ background: item.color }} aria-hidden="true" />
                  <Text span inherit fw={600}>
                    {formatSpan(item, timeZone, language)}
                  </Text>
                  <Text span inherit c="dimmed">
                    {item.title}
                    {item.doctorId ? ` · ${doctorName(item.doctorId)}` : ''}
                  </Text>
                  {item.cancelled ? (
                    <Badge size="sm" color="red" variant="light">
                      {t('details.cancelledBadge')}
                    </Badge>
                  ) : history.upcoming.includes(item) ? (
                    <Badge size="sm" variant="light">
                      {t('details.upcoming')}
                    </Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>

        <FormAlert message={error} />
        {asking ? (
          <div className={staffClasses.leaving}>
            <Text size="sm" fw={600}>
              {t('details.cancelQuestion', { context })}
            </Text>
            <Group gap="xs">
              <Button variant="default" size="sm" onClick={() => setAsking(false)} disabled={busy}>
                {t('details.keep', { context })}
              </Button>
              <Button color="red" size="sm" loading={busy} onClick={cancel}>
                {t('details.cancelConfirm', { context })}
              </Button>
            </Group>
          </div>
        ) : (
          <Group justify="space-between" gap="sm">
            <Button
              variant="light"
              color="red"
              leftSection={<IconCalendarX size={18} aria-hidden="true" />}
              onClick={() => setAsking(true)}
            >
              {t('details.cancel', { context })}
            </Button>
            <CheckInButton
              businessId={businessId}
              appointment={appointment}
              name={patientName(appointment)}
              timeZone={timeZone}
              size="md"
            />
            {mayBill && (
              <Button
                component={Link}
                to={`${canonicalPath('pos')}?appointmentId=${encodeURIComponent(appointment.id)}`}
                variant="light"
                leftSection={<IconReceipt2 size={18} aria-hidden="true" />}
              >
                {t('details.bill')}
              </Button>
            )}
            <Button variant="default" onClick={onClose}>
              {t('absences.close')}
            </Button>
          </Group>
        )}
      </Stack>
    </StaffDialog>
  );
}
