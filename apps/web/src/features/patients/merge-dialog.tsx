import { Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DialogActions } from '../../components/dialog-actions';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { useBusinessTimeZone } from '../../lib/business-time-zone';
import { errorText } from '../../lib/error-text';
import { type DuplicatePair, type PatientListItem, useMergePatients } from '../../lib/queries/patients';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { formatDay, fullName } from './format-patient';
import patients from './patients.module.css';

/**
 * Two records side by side; staff choose the one to keep. Merging moves every appointment and
 * visit of the other to it, fills its empty fields from the other and removes the other.
 */
export function MergeDialog({
  businessId,
  pair,
  onClose,
  onMerged,
}: {
  businessId: string;
  pair: DuplicatePair;
  onClose: () => void;
  onMerged: (keptId: string) => void;
}) {
  const { t, i18n, context } = useIndustryTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const merge = useMergePatients(businessId);
  const timeZone = useBusinessTimeZone(businessId);
  const [first, second] = pair.patients;
  const [keptId, setKeptId] = useState(first.id);
  const kept = keptId === first.id ? first : second;
  const other = keptId === first.id ? second : first;
  const facts = (patient: PatientListItem): [string, string | null][] => [
    [t('patients.list.birthdate'), patient.birthdate && formatDay(patient.birthdate, language)],
    [t('patients.list.phone'), patient.phone],
    [t('patients.record.email'), patient.email],
    ...(context === 'medical' ? [[t('patients.list.svnr'), patient.svnr] as [string, string | null]] : []),
    [t('patients.list.lastVisit'), patient.lastVisitAt && formatDay(patient.lastVisitAt, language, timeZone)],
  ];

  const submit = () =>
    merge.mutate(
      { patientId: other.id, intoPatientId: kept.id },
      {
        onSuccess: (patient) => {
          showSuccess(t('patients.merge.done', { name: fullName(patient) }));
          onMerged(patient.id);
        },
      },
    );

  return (
    <StaffDialog title={t('patients.merge.title')} onClose={onClose} size="xl">
      <Stack gap="md">
        <Text size="sm">{t('patients.merge.intro', { context })}</Text>
        <Radio.Group value={keptId} onChange={setKeptId} label={t('patients.merge.keep')}>
          <div className={patients.sideBySide}>
            {[first, second].map((patient) => (
              <Paper key={patient.id} withBorder radius="lg" p="md">
                <Radio
                  value={patient.id}
                  label={<Text fw={700}>{fullName(patient)}</Text>}
                  description={patient.id === keptId ? t('patients.merge.kept') : t('patients.merge.removed')}
                  mb="sm"
                />
                <dl className={patients.facts}>
                  {facts(patient).map(([label, value]) => (
                    <div key={label} style={{ display: 'contents' }}>
                      <dt>{label}</dt>
                      <dd>{value || '–'}</dd>
                    </div>
                  ))}
                </dl>
              </Paper>
            ))}
          </div>
        </Radio.Group>
        <Text size="sm" c="dimmed">
          {t('patients.merge.summary', { kept: fullName(kept), other: fullName(other), context })}
        </Text>
        {merge.isError && <FormAlert message={errorText(t, merge.error, context)} />}
        <DialogActions
          onCancel={onClose}
          cancelLabel={t('businesses.cancel')}
          confirm={{ label: t('patients.merge.confirm'), loading: merge.isPending, onClick: submit }}
        />
      </Stack>
    </StaffDialog>
  );
}
