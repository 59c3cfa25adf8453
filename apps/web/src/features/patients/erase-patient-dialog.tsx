import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../components/dialog-actions';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { type PatientRecord, useErasePatient } from '../../lib/queries/patients';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { fullName } from './format-patient';

/**
 * Erases a patient (Art. 17) after asking. With booked appointments ahead the server refuses;
 * the dialog then offers to cancel them with it (the patient gets no mail about it).
 */
export function ErasePatientDialog({
  businessId,
  patient,
  onClose,
  onErased,
}: {
  businessId: string;
  patient: PatientRecord;
  onClose: () => void;
  onErased: () => void;
}) {
  const { t, context } = useIndustryTranslation();
  const erase = useErasePatient(businessId);
  // The server counts the booked appointments ahead (`fields.appointments`) when it refuses.
  const [futureAhead, setFutureAhead] = useState<number | null>(null);
  const name = fullName(patient);

  const run = (cancelFuture: boolean) =>
    erase.mutate(
      { patientId: patient.id, cancelFuture },
      {
        onSuccess: () => {
          showSuccess(t('patients.erase.done', { name }));
          onErased();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'PATIENT_HAS_FUTURE_APPOINTMENTS')
            setFutureAhead(Number(error.fields.appointments) || 1);
        },
      },
    );
  const refused =
    erase.isError && !(isApiError(erase.error) && erase.error.code === 'PATIENT_HAS_FUTURE_APPOINTMENTS');

  return (
    <StaffDialog title={t('patients.erase.title', { name })} onClose={onClose}>
      <Stack gap="md">
        <Text>{t('patients.erase.question', { context })}</Text>
        {futureAhead !== null && (
          <Text role="alert" fw={600}>
            {t('patients.erase.future', { context, count: futureAhead })}
          </Text>
        )}
        {refused && <FormAlert message={errorText(t, erase.error, context)} />}
        <DialogActions
          onCancel={onClose}
          cancelLabel={t('businesses.cancel')}
          confirm={{
            label: futureAhead !== null ? t('patients.erase.cancelAndErase') : t('patients.erase.confirm'),
            loading: erase.isPending,
            onClick: () => run(futureAhead !== null),
            color: 'red',
          }}
        />
      </Stack>
    </StaffDialog>
  );
}
