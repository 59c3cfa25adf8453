import { Stack } from '@mantine/core';
import { ZDoctorBody } from '@qtify/shared/schemas/doctor-schemas';
import { DialogActions } from '../../components/dialog-actions';
import { DoctorNameFields, doctorBody, doctorProblems } from '../../components/doctor-name-fields';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { useIndustry } from '../../lib/industry-context';
import { type Doctor, useSaveDoctor } from '../../lib/queries/doctors';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { useSchemaForm } from '../../lib/use-schema-form';

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
  const save = useSaveDoctor(businessId, doctor?.id ?? null);
  const form = useSchemaForm({
    initialValues: {
      name: doctor?.name ?? '',
      specialty: doctor?.specialty ?? '',
      partySize: doctor?.partySize ? String(doctor.partySize) : '',
    },
    schema: ZDoctorBody,
    toBody: (values) => doctorBody(values, table),
    check: (values) => doctorProblems(values, table),
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
          <DoctorNameFields field={form.getInputProps} table={table} industry={industry} autoFocus />
          <DialogActions
            onCancel={onClose}
            cancelLabel={t('businesses.cancel')}
            confirm={{ label: doctor ? t('schedule.save') : t('doctorsPage.add'), loading: form.submitting }}
          />
        </Stack>
      </form>
    </StaffDialog>
  );
}
