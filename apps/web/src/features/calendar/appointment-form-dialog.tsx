import { Button, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { AvailabilityProblem } from '@qtify/shared/domain/availability';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '@qtify/shared/domain/party-size';
import { parsePartySizeText } from '@qtify/shared/domain/party-size-text';
import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import { ZStaffAppointmentBody } from '@qtify/shared/schemas/booking-schemas';
import { ZFirstName, ZLastName } from '@qtify/shared/schemas/field-schemas';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { FormAlert } from '../../components/form-alert';
import { PersonNameInputs } from '../../components/person-name-inputs';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import staffClasses from '../../components/staff-screen.module.css';
import { WholeNumberInput } from '../../components/whole-number-input';
import { useCreateAppointment } from '../../lib/queries/appointments';
import type { Doctor } from '../../lib/queries/doctors';
import { useSchemaForm } from '../../lib/use-schema-form';
import { availabilityProblemOf } from './availability-problem';
import { AvailabilityWarningModal } from './availability-warning-modal';
import { clashMessage } from './clash-message';
import { SeriesFields } from './series-fields';
import { SeriesPreviewList } from './series-preview-list';
import { useCalendarTranslation } from './use-calendar-translation';
import { useSeriesBooking } from './use-series-booking';
import { fromWallClock } from './zoned-clock';

// Staff book for a new patient here, so the names are required (the API also takes a `patientId`).
const ZForm = ZStaffAppointmentBody.extend({ firstName: ZFirstName, lastName: ZLastName });

type FormBody = z.infer<typeof ZForm>;

/** The known patient an appointment is booked for. */
export interface BookingPatient {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
}

const offeredBy = (types: AppointmentType[], doctorId: string) =>
  types.filter((type) => type.doctorIds.includes(doctorId));

/**
 * Book an appointment from the calendar: type, who, when (business wall clock) and the patient; a
 * restaurant also the persons of the party (optional).
 */
export function AppointmentFormDialog({
  businessId,
  timeZone,
  doctors,
  types,
  doctorId,
  wallStart,
  patient,
  onClose,
  onCreated,
}: {
  businessId: string;
  /** Booking for a known patient (from their record): their names stand, the body names them by id. */
  patient?: BookingPatient | null;
  timeZone: string;
  doctors: Doctor[];
  types: AppointmentType[];
  doctorId: string;
  /** The business's wall clock as a UTC-coerced date. */
  wallStart: Date;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t, i18n, context, industry } = useCalendarTranslation();
  const withParty = industry === 'restaurant';
  const create = useCreateAppointment(businessId);
  const series = useSeriesBooking(businessId);
  // A number field reports letters as "" with `badInput` set: that is no number of persons either.
  const partyBadInput = useRef(false);
  const minutes = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  });
  const iso = wallStart.toISOString();
  const form = useSchemaForm({
    initialValues: {
      typeId: offeredBy(types, doctorId)[0]?.id ?? '',
      doctorId,
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      start: '',
      firstName: patient?.firstName ?? '',
      lastName: patient?.lastName ?? '',
      phone: patient?.phone ?? '',
      email: patient?.email ?? '',
      note: '',
      partySize: '',
    },
    schema: ZForm,
    toBody: (values) => {
      const wall = new Date(`${values.date}T${values.time}:00Z`);
      // A typed persons field that is no whole number goes as NaN: the schema names it.
      const partySize = !withParty
        ? undefined
        : partyBadInput.current
          ? null
          : parsePartySizeText(values.partySize);
      return {
        typeId: values.typeId,
        doctorId: values.doctorId,
        start: Number.isNaN(wall.getTime()) ? '' : fromWallClock(wall, timeZone).toISOString(),
        ...(patient ? { patientId: patient.id } : {}),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim(),
        email: values.email.trim() || undefined,
        note: values.note.trim() || undefined,
        partySize: partySize === null ? Number.NaN : partySize,
      };
    },
    // The schema lets the phone be empty (the server answers PHONE_REQUIRED); the form asks at once.
    check: (values) => (patient || values.phone.trim() ? null : { phone: { key: 'errors.PHONE_REQUIRED' } }),
  });
  const values = form.getValues();
  const offered = offeredBy(types, values.doctorId);

  const changeDoctor = (next: string) => {
    form.setFieldValue('doctorId', next);
    const nextTypes = offeredBy(types, next);
    if (!nextTypes.some((type) => type.id === values.typeId))
      form.setFieldValue('typeId', nextTypes[0]?.id ?? '');
  };

  // Outside availability the server asks first (409); "Book anyway" sends the same body again.
  const [warning, setWarning] = useState<{ problem: AvailabilityProblem; body: FormBody } | null>(null);

  const book = async (body: FormBody, override: boolean) => {
    const fields = {
      ...body,
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      phone: body.phone ?? '',
    };
    if (series.choice.repeat) {
      const booked = await series.submit(fields);
      if (booked === null) return;
      onCreated();
      showSuccess(t('series.created', { count: booked }));
      onClose();
      return;
    }
    try {
      await create.mutateAsync({ ...fields, ...(override ? { override: true } : {}) });
    } catch (error) {
      const problem = override ? null : availabilityProblemOf(error);
      if (problem) {
        setWarning({ problem, body });
        return;
      }
      setWarning(null);
      // Staff wording: which doctor's (table's) time clashed, not the patient's "just taken".
      const clash = clashMessage(error, doctors.find((doctor) => doctor.id === body.doctorId)?.name);
      if (!clash) throw error;
      form.show({ fields: {}, form: clash });
      return;
    }
    setWarning(null);
    onCreated();
    showSuccess(t('created', { context, name: `${body.firstName} ${body.lastName}` }));
    onClose();
  };

  const submit = form.onSubmit((body) => book(body, false));

  const bookAnyway = async () => {
    if (!warning) return;
    try {
      await book(warning.body, true);
    } catch (error) {
      setWarning(null);
      form.showError(error);
    }
  };

  return (
    <StaffDialog title={t('new', { context })} size="36rem" onClose={onClose}>
      <form ref={form.ref} onSubmit={submit} onChange={series.reset} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={t('filterLabel', { context })}
              value={values.doctorId}
              onChange={(event) => changeDoctor(event.currentTarget.value)}
              error={form.errors.doctorId}
              data={doctors.map((doctor) => ({ value: doctor.id, label: doctor.name }))}
              required
            />
            <NativeSelect
              label={t('form.type', { context })}
              {...form.getInputProps('typeId')}
              error={
                form.errors.typeId ?? (offered.length === 0 ? t('form.noTypes', { context }) : undefined)
              }
              data={offered.map((type) => ({
                value: type.id,
                label: `${type.title} (${minutes.format(type.durationMinutes)})`,
              }))}
              disabled={offered.length === 0}
              required
            />
            <TextInput {...form.getInputProps('date')} type="date" label={t('form.date')} required />
            <TextInput
              {...form.getInputProps('time')}
              type="time"
              step={300}
              label={t('form.time')}
              required
              error={form.errors.time ?? form.errors.start}
            />
            {patient ? (
              <Text fw={600} style={{ gridColumn: '1 / -1', overflowWrap: 'anywhere' }}>
                {t('form.forPatient', { name: `${patient.firstName} ${patient.lastName}` })}
              </Text>
            ) : (
              <>
                <PersonNameInputs
                  someoneElse
                  firstName={form.getInputProps('firstName')}
                  lastName={form.getInputProps('lastName')}
                />
                <TextInput {...form.getInputProps('phone')} type="tel" label={t('form.phone')} required />
                <TextInput {...form.getInputProps('email')} type="email" label={t('form.email')} />
              </>
            )}
            {withParty && (
              <WholeNumberInput
                {...form.getInputProps('partySize')}
                onChange={(event) => {
                  partyBadInput.current = event.currentTarget.validity.badInput;
                  form.setFieldValue('partySize', event.currentTarget.value);
                }}
                min={MIN_PARTY_SIZE}
                max={MAX_PARTY_SIZE}
                label={t('form.partySize')}
              />
            )}
          </SimpleGrid>
          <Textarea {...form.getInputProps('note')} label={t('form.note')} autosize minRows={2} />
          <SeriesFields value={series.choice} onChange={series.setChoice} />
          {series.choice.repeat && series.preview && (
            <SeriesPreviewList
              instances={series.preview}
              skipped={series.skipped}
              onToggle={series.toggle}
              timeZone={timeZone}
            />
          )}
          <div className={staffClasses.actions}>
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting} disabled={offered.length === 0}>
              {series.choice.repeat
                ? t(series.preview ? 'series.save' : 'series.preview')
                : t('form.submit', { context })}
            </Button>
          </div>
        </Stack>
      </form>
      <AvailabilityWarningModal
        problem={warning?.problem ?? null}
        doctorName={doctors.find((doctor) => doctor.id === warning?.body.doctorId)?.name ?? ''}
        busy={create.isPending}
        onConfirm={() => void bookAnyway()}
        onCancel={() => setWarning(null)}
      />
    </StaffDialog>
  );
}
