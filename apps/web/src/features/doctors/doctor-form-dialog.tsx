import { Button, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { apiFormErrors, type FormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import classes from '../../components/staff-screen.module.css';
import { useFormState } from '../../components/use-form-state';
import type { Doctor } from '../../lib/doctors-query';
import { useIndustry } from '../../lib/industry-context';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { createDoctor, type DoctorFields, updateDoctor } from './doctors-api';

type Field = 'name' | 'specialty' | 'partySize';

interface DoctorFormDialogProps {
  businessId: string;
  /** Null adds a new one. */
  doctor: Doctor | null;
  onClose: () => void;
}

/** Add or edit a doctor (a table with its party size in a restaurant). */
export function DoctorFormDialog({ businessId, doctor, onClose }: DoctorFormDialogProps) {
  const { t } = useIndustryTranslation();
  const industry = useIndustry();
  const table = industry === 'restaurant';
  const queryClient = useQueryClient();
  const form = useFormState({
    name: doctor?.name ?? '',
    specialty: doctor?.specialty ?? '',
    partySize: doctor?.partySize ? String(doctor.partySize) : '',
  });
  // The industry's own wording for what is missing (common `t` of the form reads `<ns>:key`).
  const own = (key: string) => ({ key: `${industry}:doctorsPage.${key}` });

  const submit = form.onSubmit(async (values) => {
    const fields: DoctorFields = { name: values.name.trim() };
    const errors: FormErrors<Field> = { fields: {}, form: null };
    if (!fields.name) errors.fields.name = own('nameRequired');
    if (table) {
      const size = Number(values.partySize);
      if (!/^\d+$/.test(values.partySize.trim()) || size < 1 || size > 1000)
        errors.fields.partySize = own('specialtyRequired');
      else fields.partySize = size;
    } else {
      fields.specialty = values.specialty.trim();
      if (!fields.specialty) errors.fields.specialty = own('specialtyRequired');
    }
    if (Object.keys(errors.fields).length > 0) return errors;
    try {
      const saved = doctor
        ? await updateDoctor(queryClient, businessId, doctor.id, fields)
        : await createDoctor(queryClient, businessId, fields);
      showSuccess(t(doctor ? 'doctorsPage.saved' : 'doctorsPage.added', { name: saved.name }));
      onClose();
      return null;
    } catch (error) {
      return apiFormErrors<Field>(error, {
        fields: ['name', 'specialty', 'partySize'],
        codes: {
          NAME_REQUIRED: { field: 'name', key: `${industry}:doctorsPage.nameRequired` },
          SPECIALTY_REQUIRED: { field: 'specialty', key: `${industry}:doctorsPage.specialtyRequired` },
          PARTY_SIZE_REQUIRED: { field: 'partySize', key: `${industry}:doctorsPage.specialtyRequired` },
        },
      });
    }
  });

  return (
    <StaffDialog
      title={doctor ? t('doctorsPage.editTitle', { name: doctor.name }) : t('doctorsPage.addTitle')}
      onClose={onClose}
    >
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <TextInput
            {...form.field('name')}
            label={t('doctorsPage.nameLabel')}
            placeholder={t('doctorsPage.namePlaceholder')}
            required
            maxLength={100}
            data-autofocus
          />
          {table ? (
            <TextInput
              {...form.field('partySize')}
              type="number"
              inputMode="numeric"
              min={1}
              max={1000}
              step={1}
              label={t('doctorsPage.specialtyLabel')}
              placeholder={t('doctorsPage.specialtyPlaceholder')}
              required
            />
          ) : (
            <TextInput
              {...form.field('specialty')}
              label={t('doctorsPage.specialtyLabel')}
              placeholder={t('doctorsPage.specialtyPlaceholder')}
              required
              maxLength={100}
            />
          )}
          <div className={classes.actions}>
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {doctor ? t('schedule.save') : t('doctorsPage.add')}
            </Button>
          </div>
        </Stack>
      </form>
    </StaffDialog>
  );
}
