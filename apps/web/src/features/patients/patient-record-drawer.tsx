import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import classes from '../../components/staff-screen.module.css';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { usePatient } from '../../lib/queries/patients';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { fullName } from './format-patient';
import { PatientRecord } from './patient-record';

/** A record beside the list (the whole screen on a phone); its address is the list's `?patient=<id>`. */
export function PatientRecordDrawer({
  businessId,
  patientId,
  onClose,
}: {
  businessId: string;
  patientId: string;
  onClose: () => void;
}) {
  const { t, context } = useIndustryTranslation();
  const { t: common } = useTranslation('common');
  const phone = useMediaQuery('(max-width: 48em)');
  const record = usePatient(businessId, patientId);
  const gone = isApiError(record.error) && record.error.status === 404;
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={record.data ? fullName(record.data) : t('patients.record.title', { context })}
      closeButtonProps={{ 'aria-label': common('actions.close') }}
      classNames={{ title: classes.dialogTitle }}
    >
      {record.isPending ? (
        <PageLoader />
      ) : gone ? (
        <EmptyState compact title={t('patients.record.gone', { context })} />
      ) : record.isError ? (
        <FormAlert message={errorText(t, record.error, context)} />
      ) : (
        <PatientRecord businessId={businessId} patient={record.data} onErased={onClose} />
      )}
    </Drawer>
  );
}
