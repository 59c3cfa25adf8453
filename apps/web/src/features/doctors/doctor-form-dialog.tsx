import { Button, Stack, TextInput } from '@mantine/core';
import { isTableSeats, MAX_TABLE_SEATS, MIN_TABLE_SEATS } from '@qtify/shared/domain/party-size';
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

/** How many persons a table seats, typed as digits only (no "4.5", no "1e3"). */
const DIGITS = /^\d+$/;

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
      ...(table && !(DIGITS.test(values.partySize.trim()) && isTableSeats(Number(values.partySize)))
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
            data-autofocus
          />
          {table ? (
            <TextInput
              {...form.getInputProps('partySize')}
              type="number"
              inputMode="numeric"
              min={MIN_TABLE_SEATS}
              max={MAX_TABLE_SEATS}
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
