import { Button, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { parsePartySizeText } from '@qtify/shared/domain/party-size-text';
import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import { ZStaffAppointmentBody } from '@qtify/shared/schemas/booking-schemas';
import { ZFirstName, ZLastName } from '@qtify/shared/schemas/field-schemas';
import { useState } from 'react';
import { apiFormErrors, type FormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import staffClasses from '../../components/staff-screen.module.css';
import { useFormState } from '../../components/use-form-state';
import { validateForm } from '../../components/validate-form';
import type { Doctor } from '../../lib/queries/doctors';
import { createAppointment } from './calendar-api';
import { clashMessage } from './clash-message';
import { useCalendarTranslation } from './use-calendar-translation';
import { fromWallClock } from './zoned-clock';

const FIELDS = [
  'typeId',
  'doctorId',
  'start',
  'firstName',
  'lastName',
  'phone',
  'email',
  'note',
  'partySize',
] as const;
type Field = (typeof FIELDS)[number];

// Staff book for a new patient here, so the names are required (the API also takes a `patientId`).
const ZForm = ZStaffAppointmentBody.extend({ firstName: ZFirstName, lastName: ZLastName });

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
  onClose,
  onCreated,
}: {
  businessId: string;
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
  // A number field reports letters as "" with `badInput` set: that is no number of persons either.
  const [partyBadInput, setPartyBadInput] = useState(false);
  const minutes = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
  });
  const iso = wallStart.toISOString();
  const form = useFormState({
    typeId: offeredBy(types, doctorId)[0]?.id ?? '',
    doctorId,
    date: iso.slice(0, 10),
    time: iso.slice(11, 16),
    start: '',
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    note: '',
    partySize: '',
  });
  const offered = offeredBy(types, form.values.doctorId);

  const changeDoctor = (next: string) => {
    form.setValue('doctorId', next);
    const nextTypes = offeredBy(types, next);
    if (!nextTypes.some((type) => type.id === form.values.typeId))
      form.setValue('typeId', nextTypes[0]?.id ?? '');
  };

  const submit = form.onSubmit(async (values) => {
    const wall = new Date(`${values.date}T${values.time}:00Z`);
    // Null for a number out of 1..99 or not whole; undefined when left empty (or not a restaurant).
    const partySize = !withParty ? undefined : partyBadInput ? null : parsePartySizeText(values.partySize);
    const body = {
      typeId: values.typeId,
      doctorId: values.doctorId,
      start: Number.isNaN(wall.getTime()) ? '' : fromWallClock(wall, timeZone).toISOString(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim(),
      email: values.email.trim() || undefined,
      note: values.note.trim() || undefined,
      partySize: partySize ?? undefined,
    };
    const invalid = validateForm<Field>(ZForm, body);
    const missingPhone = body.phone === '';
    const badParty = partySize === null;
    if (invalid || missingPhone || badParty) {
      const errors: FormErrors<Field> = invalid ?? { fields: {}, form: null };
      if (missingPhone) errors.fields.phone ??= { key: 'errors.PHONE_REQUIRED' };
      if (badParty) errors.fields.partySize = { key: 'validation.partySize' };
      return errors;
    }
    try {
      await createAppointment(businessId, {
        ...body,
        email: body.email,
        note: body.note,
        partySize: body.partySize,
      });
      onCreated();
      showSuccess(t('created', { context, name: `${body.firstName} ${body.lastName}` }));
      onClose();
      return null;
    } catch (error) {
      const clash = clashMessage(error, doctors.find((doctor) => doctor.id === body.doctorId)?.name);
      if (clash) return { fields: {}, form: clash };
      return apiFormErrors<Field>(error, {
        fields: FIELDS,
        codes: { PHONE_REQUIRED: { field: 'phone', key: 'errors.PHONE_REQUIRED' } },
      });
    }
  });

  return (
    <StaffDialog title={t('new', { context })} size="36rem" onClose={onClose}>
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label={t('filterLabel', { context })}
              value={form.values.doctorId}
              onChange={(event) => changeDoctor(event.currentTarget.value)}
              error={form.fieldError('doctorId')}
              data={doctors.map((doctor) => ({ value: doctor.id, label: doctor.name }))}
              required
            />
            <NativeSelect
              label={t('form.type', { context })}
              value={form.values.typeId}
              onChange={(event) => form.setValue('typeId', event.currentTarget.value)}
              error={
                form.fieldError('typeId') ??
                (offered.length === 0 ? t('form.noTypes', { context }) : undefined)
              }
              data={offered.map((type) => ({
                value: type.id,
                label: `${type.title} (${minutes.format(type.durationMinutes)})`,
              }))}
              disabled={offered.length === 0}
              required
            />
            <TextInput {...form.field('date')} type="date" label={t('form.date')} required />
            <TextInput
              {...form.field('time')}
              type="time"
              step={300}
              label={t('form.time')}
              required
              error={form.fieldError('start')}
            />
            <TextInput
              {...form.field('firstName')}
              label={t('form.firstName')}
              autoComplete="off"
              required
              maxLength={100}
              data-autofocus
            />
            <TextInput
              {...form.field('lastName')}
              label={t('form.lastName')}
              autoComplete="off"
              required
              maxLength={100}
            />
            <TextInput {...form.field('phone')} type="tel" label={t('form.phone')} required maxLength={40} />
            <TextInput {...form.field('email')} type="email" label={t('form.email')} maxLength={254} />
            {withParty && (
              <TextInput
                {...form.field('partySize')}
                onChange={(event) => {
                  setPartyBadInput(event.currentTarget.validity.badInput);
                  form.setValue('partySize', event.currentTarget.value);
                }}
                type="number"
                inputMode="numeric"
                min={1}
                max={99}
                step={1}
                label={t('form.partySize')}
              />
            )}
          </SimpleGrid>
          <Textarea {...form.field('note')} label={t('form.note')} autosize minRows={2} maxLength={500} />
          <div className={staffClasses.actions}>
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting} disabled={offered.length === 0}>
              {t('form.submit', { context })}
            </Button>
          </div>
        </Stack>
      </form>
    </StaffDialog>
  );
}
