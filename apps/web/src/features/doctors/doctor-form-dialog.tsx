import { Button, Stack, TextInput } from '@mantine/core';
import { ZDoctorBody } from '@qtify/shared/schemas/doctor-schemas';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import classes from '../../components/staff-screen.module.css';
import { useIndustry } from '../../lib/industry-context';
import { type Doctor, type DoctorFields, useSaveDoctor } from '../../lib/queries/doctors';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { useSchemaForm } from '../../lib/use-schema-form';

interface DoctorFormDialogProps {
  businessId: string;
  /** Null adds a new one. */
  doctor: Doctor | null;
  onClose: () => void;
}

/** How many persons a table seats: a whole number from 1 to 1000, typed as text. */
const SEATS = /^\d+$/;

/** Add or edit a doctor (a table with its party size in a restaurant). */
export function DoctorFormDialog({ businessId, doctor, onClose }: DoctorFormDialogProps) {
  const { t } = useIndustryTranslation();
  const table = useIndustry() === 'restaurant';
  const save = useSaveDoctor(businessId, doctor?.id ?? null);
  const form = useSchemaForm({
    initialValues: {
      name: doctor?.name ?? '',
      specialty: doctor?.specialty ?? '',
      partySize: doctor?.partySize ? String(doctor.partySize) : '',
    },
    schema: ZDoctorBody,
    toBody: (values): DoctorFields => ({
      name: values.name.trim(),
      ...(table ? { partySize: Number(values.partySize) } : { specialty: values.specialty.trim() }),
    }),
    // The server asks for these too (422 NAME_REQUIRED …); said in the industry's words before sending.
    check: (values) => ({
      ...(values.name.trim() ? {} : { name: { key: 'doctorsPage.nameRequired' } }),
      ...(table &&
      !(
        SEATS.test(values.partySize.trim()) &&
        Number(values.partySize) >= 1 &&
        Number(values.partySize) <= 1000
      )
        ? { partySize: { key: 'doctorsPage.specialtyRequired' } }
        : {}),
      ...(!table && !values.specialty.trim() ? { specialty: { key: 'doctorsPage.specialtyRequired' } } : {}),
    }),
  });

  const submit = form.onSubmit(async (body) => {
    const saved = await save.mutateAsync(body);
    showSuccess(t(doctor ? 'doctorsPage.saved' : 'doctorsPage.added', { name: saved.name }));
    onClose();
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
            {...form.getInputProps('name')}
            label={t('doctorsPage.nameLabel')}
            placeholder={t('doctorsPage.namePlaceholder')}
            required
            maxLength={100}
            data-autofocus
          />
          {table ? (
            <TextInput
              {...form.getInputProps('partySize')}
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
              {...form.getInputProps('specialty')}
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
