import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { ZPatientPatchBody } from '@qtify/shared/schemas/patient-schemas';
import { DialogActions } from '../../components/dialog-actions';
import { FormAlert } from '../../components/form-alert';
import { PersonNameInputs } from '../../components/person-name-inputs';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { type PatientRecord, useEditPatient } from '../../lib/queries/patients';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { useSchemaForm } from '../../lib/use-schema-form';

/**
 * Edits a record's contact and note (PATCH over the shared schema). An empty field clears the value;
 * a change that makes it the same person as another record is refused with PATIENT_DUPLICATE.
 */
export function EditPatientDialog({
  businessId,
  patient,
  onClose,
}: {
  businessId: string;
  patient: PatientRecord;
  onClose: () => void;
}) {
  const { t, context } = useIndustryTranslation();
  const edit = useEditPatient(businessId, patient.id);
  const withSvnr = context === 'medical';
  const form = useSchemaForm({
    initialValues: {
      firstName: patient.firstName,
      lastName: patient.lastName,
      birthdate: patient.birthdate ?? '',
      phone: patient.phone ?? '',
      email: patient.email ?? '',
      svnr: patient.svnr ?? '',
      note: patient.note ?? '',
    },
    schema: ZPatientPatchBody,
    toBody: (values) => ({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      birthdate: values.birthdate || null,
      phone: values.phone.trim() || null,
      email: values.email.trim() || null,
      ...(withSvnr ? { svnr: values.svnr.trim() || null } : {}),
      note: values.note.trim() || null,
    }),
  });
  const submit = form.onSubmit(async (body) => {
    await edit.mutateAsync(body);
    showSuccess(t('patients.edit.saved'));
    onClose();
  });
  return (
    <StaffDialog title={t('patients.edit.title', { context })} onClose={onClose}>
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert message={form.formError} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <PersonNameInputs
              someoneElse
              firstName={form.getInputProps('firstName')}
              lastName={form.getInputProps('lastName')}
            />
            <TextInput
              {...form.getInputProps('birthdate')}
              type="date"
              label={t('patients.list.birthdate')}
            />
            <TextInput
              {...form.getInputProps('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              label={t('patients.list.phone')}
            />
          </SimpleGrid>
          <TextInput
            {...form.getInputProps('email')}
            type="email"
            autoComplete="off"
            label={t('patients.record.email')}
          />
          {withSvnr && (
            <TextInput
              {...form.getInputProps('svnr')}
              inputMode="numeric"
              autoComplete="off"
              label={t('patients.list.svnr')}
            />
          )}
          <Textarea
            {...form.getInputProps('note')}
            label={t('patients.record.note')}
            autosize
            minRows={2}
            maxRows={6}
          />
          <DialogActions
            onCancel={onClose}
            cancelLabel={t('businesses.cancel')}
            confirm={{ label: t('patients.edit.save'), loading: form.submitting }}
          />
        </Stack>
      </form>
    </StaffDialog>
  );
}
