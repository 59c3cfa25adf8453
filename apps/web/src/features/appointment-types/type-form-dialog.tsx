import '../../components/staff-screen-styles';
import { Button, Checkbox, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import { ZAppointmentTypeBody } from '@qtify/shared/schemas/appointment-type-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import classes from '../../components/staff-screen.module.css';
import { useFormState } from '../../components/use-form-state';
import { validateForm } from '../../components/validate-form';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import type { Doctor } from '../../lib/doctors-query';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { refreshAppointmentTypes, typesPath } from './appointment-types-api';

const COLORS = ['#4caf50', '#2196f3', '#9c27b0', '#ffc107', '#f44336', '#009688', '#ff7043', '#607d8b'];

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
  const queryClient = useQueryClient();
  const form = useFormState({
    title: type?.title ?? '',
    description: type?.description ?? '',
    durationMinutes: String(type?.durationMinutes ?? 30),
    color: type?.color ?? COLORS[0]!,
  });
  const [doctorIds, setDoctorIds] = useState<string[]>(
    type ? type.doctorIds : doctors.length === 1 ? [doctors[0]!.id] : [],
  );
  const [doctorsError, setDoctorsError] = useState<string | null>(null);

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
    if (invalid) return invalid;
    try {
      if (type) await apiClient.patch(`${typesPath(businessId)}/${encodeURIComponent(type.id)}`, body);
      else await apiClient.post(typesPath(businessId), body);
      await refreshAppointmentTypes(queryClient, businessId);
      showSuccess(t(type ? 'appointmentTypes.saved' : 'appointmentTypes.added', { title: body.title }));
      onClose();
      return null;
    } catch (error) {
      if (isApiError(error) && (error.code === 'UNKNOWN_DOCTOR' || error.fields.doctorIds)) {
        setDoctorsError(t(error.code === 'UNKNOWN_DOCTOR' ? 'errors.UNKNOWN_DOCTOR' : 'validation.invalid'));
        return null;
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
            placeholder={t('appointmentTypes.titlePlaceholder')}
            required
            maxLength={100}
            data-autofocus
          />
          <Textarea
            name="description"
            value={form.values.description}
            onChange={(event) => form.setValue('description', event.currentTarget.value)}
            error={form.fieldError('description')}
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
              {COLORS.map((color) => (
                <button
                  key={color}
                  type="button"
                  className={classes.swatch}
                  style={{ background: color }}
                  aria-pressed={form.values.color.toLowerCase() === color}
                  aria-label={color}
                  onClick={() => form.setValue('color', color)}
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
            onChange={setDoctorIds}
            error={doctorsError}
          >
            <Stack gap={6} mt="xs">
              {doctors.map((doctor) => (
                <Checkbox key={doctor.id} value={doctor.id} label={doctor.name} />
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
