import '../../components/staff-screen-styles';
import { Button, Checkbox, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import { ZAppointmentTypeBody } from '@qtify/shared/schemas/appointment-type-schemas';
import { useRef, useState } from 'react';
import { apiFormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import classes from '../../components/staff-screen.module.css';
import { useFormState } from '../../components/use-form-state';
import { validateForm } from '../../components/validate-form';
import { useSaveAppointmentType } from '../../lib/queries/appointment-types';
import type { Doctor } from '../../lib/queries/doctors';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { colorNameKey, TYPE_COLORS } from './type-colors';
import { checkTypeDoctors, typeDoctorsErrorKey } from './type-form-errors';

const FIELDS = ['title', 'description', 'durationMinutes', 'color', 'doctorIds'] as const;

/** Create or edit an appointment type: title, description, duration, colour and who offers it. */
export function TypeFormDialog({
  businessId,
  type,
  doctors,
  onClose,
}: {
  businessId: string;
  type: AppointmentType | null;
  doctors: Doctor[];
  onClose: () => void;
}) {
  const { t } = useIndustryTranslation();
  const saveType = useSaveAppointmentType(businessId, type?.id ?? null);
  const form = useFormState({
    title: type?.title ?? '',
    description: type?.description ?? '',
    durationMinutes: String(type?.durationMinutes ?? 30),
    color: type?.color ?? TYPE_COLORS[0].hex,
  });
  const [doctorIds, setDoctorIds] = useState<string[]>(
    type ? type.doctorIds : doctors.length === 1 ? [doctors[0]!.id] : [],
  );
  const [doctorsError, setDoctorsError] = useState<string | null>(null);
  const doctorsRef = useRef<HTMLDivElement>(null);
  // The checkboxes carry no aria-invalid, so the form's "focus the first invalid field" misses them.
  const showDoctorsError = (key: string) => {
    setDoctorsError(t(key));
    doctorsRef.current?.querySelector('input')?.focus();
  };

  const submit = form.onSubmit(async (values) => {
    setDoctorsError(null);
    const body = {
      title: values.title.trim(),
      description: values.description.trim() || undefined,
      durationMinutes: Number(values.durationMinutes || Number.NaN),
      color: values.color.trim(),
      doctorIds,
    };
    const invalid = validateForm<string>(ZAppointmentTypeBody, body);
    const noDoctor = checkTypeDoctors(doctorIds, doctors.length);
    if (noDoctor && !invalid) showDoctorsError(noDoctor);
    else if (noDoctor) setDoctorsError(t(noDoctor));
    if (invalid || noDoctor) return invalid ?? { fields: {}, form: null };
    try {
      await saveType.mutateAsync(body);
      showSuccess(t(type ? 'doctorsPage.typesSaved' : 'doctorsPage.typesAdded', { title: body.title }));
      onClose();
      return null;
    } catch (error) {
      const doctorsKey = typeDoctorsErrorKey(error);
      if (doctorsKey) {
        showDoctorsError(doctorsKey);
        return { fields: {}, form: null };
      }
      return apiFormErrors<(typeof FIELDS)[number]>(error, { fields: FIELDS });
    }
  });

  const colorError = form.fieldError('color');
  return (
    <StaffDialog
      title={type ? t('appointmentTypes.editTitle', { title: type.title }) : t('doctorsPage.typesAddTitle')}
      size="36rem"
      onClose={onClose}
    >
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <TextInput
            {...form.field('title')}
            label={t('appointmentTypes.titleLabel')}
            placeholder={t('doctorsPage.typesTitlePlaceholder')}
            required
            maxLength={100}
            data-autofocus
          />
          <Textarea
            {...form.field('description')}
            label={t('appointmentTypes.descriptionLabel')}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <TextInput
            {...form.field('durationMinutes')}
            type="number"
            inputMode="numeric"
            min={5}
            max={480}
            step={5}
            label={t('appointmentTypes.durationLabel')}
            required
            maw="12rem"
          />
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{t('appointmentTypes.colorLabel')}</legend>
            <div className={classes.swatches}>
              {TYPE_COLORS.map(({ hex, name }) => (
                <button
                  key={hex}
                  type="button"
                  className={classes.swatch}
                  style={{ background: hex }}
                  aria-pressed={form.values.color.toLowerCase() === hex}
                  aria-label={t(colorNameKey(name))}
                  title={t(colorNameKey(name))}
                  onClick={() => form.setValue('color', hex)}
                />
              ))}
              <TextInput
                {...form.field('color')}
                aria-label={t('appointmentTypes.colorHex')}
                error={undefined}
                w="7.5rem"
                leftSection={<span className={classes.dot} style={{ background: form.values.color }} />}
                maxLength={7}
              />
            </div>
            {colorError && (
              <Text size="sm" c="red" mt={4}>
                {colorError}
              </Text>
            )}
          </fieldset>
          <Checkbox.Group
            label={t('doctorsPage.typesDoctorsLabel')}
            value={doctorIds}
            onChange={(ids) => {
              setDoctorIds(ids);
              if (ids.length > 0) setDoctorsError(null);
            }}
            error={doctorsError}
          >
            <Stack gap={6} mt="xs" ref={doctorsRef}>
              {doctors.map((doctor) => (
                // A long name wraps inside the dialog instead of running past its edge.
                <Checkbox
                  key={doctor.id}
                  value={doctor.id}
                  label={doctor.name}
                  styles={{ body: { minWidth: 0 }, label: { overflowWrap: 'anywhere' } }}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <div className={classes.actions}>
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {type ? t('schedule.save') : t('doctorsPage.typesAdd')}
            </Button>
          </div>
        </Stack>
      </form>
    </StaffDialog>
  );
}
