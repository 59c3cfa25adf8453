import { Badge, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { canonicalPath } from '@qtify/shared/app-routes/route-table';
import { IconCalendarPlus, IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { useBusinessTimeZone } from '../../lib/business-time-zone';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useErasureRequests } from '../../lib/queries/patient-data';
import { type PatientRecord as Record, useEditPatient } from '../../lib/queries/patients';
import { useAddPatient } from '../../lib/queries/queue';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { EditPatientDialog } from './edit-patient-dialog';
import { ErasePatientDialog } from './erase-patient-dialog';
import { ErasureRequestPanel } from './erasure-request-panel';
import { formatDay, fullName } from './format-patient';
import { PatientTimeline } from './patient-timeline';
import patients from './patients.module.css';
import { PortalLinkSection } from './portal-link-section';

/**
 * A patient's record: contact, note, consent (reminders; marketing only by its own switch), what is
 * ahead and the whole past, and the desk's actions: edit, book, to the waiting room, erase.
 */
export function PatientRecord({
  businessId,
  patient,
  onErased,
}: {
  businessId: string;
  patient: Record;
  onErased: () => void;
}) {
  const { t, i18n, context } = useIndustryTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { user } = useCurrentUser();
  const may = (action: Parameters<typeof mayInActiveBusiness>[1]) => mayInActiveBusiness(user, action);
  const edit = useEditPatient(businessId, patient.id);
  const addToQueue = useAddPatient(businessId);
  const timeZone = useBusinessTimeZone(businessId);
  const [dialog, setDialog] = useState<'edit' | 'erase' | null>(null);
  const requests = useErasureRequests(businessId, may('patients.erase'));
  const erasureRequest = requests.data?.find((request) => request.patient?.id === patient.id);
  const facts: [string, string | null][] = [
    [t('patients.list.birthdate'), patient.birthdate && formatDay(patient.birthdate, language)],
    [t('patients.list.phone'), patient.phone],
    [t('patients.record.email'), patient.email],
    ...(context === 'medical' ? [[t('patients.list.svnr'), patient.svnr] as [string, string | null]] : []),
  ];

  const toQueue = () =>
    addToQueue.mutate(
      // By id: the record is the patient, whatever their name shares with others.
      { patientId: patient.id, firstName: patient.firstName, lastName: patient.lastName },
      { onSuccess: () => showSuccess(t('patients.record.queued', { name: fullName(patient), context })) },
    );

  return (
    <Stack gap="lg">
      {erasureRequest && (
        <ErasureRequestPanel businessId={businessId} request={erasureRequest} onErased={onErased} />
      )}
      <Group gap="sm">
        {may('patients.edit') && (
          <Button
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={() => setDialog('edit')}
          >
            {t('patients.record.edit')}
          </Button>
        )}
        {may('calendar.write') && (
          <Button
            variant="light"
            component={Link}
            to={`${canonicalPath('ordinationCalendar')}?patient=${encodeURIComponent(patient.id)}`}
            leftSection={<IconCalendarPlus size={16} aria-hidden="true" />}
          >
            {t('patients.record.book', { context })}
          </Button>
        )}
        {may('queue.write') && (
          <Button
            variant="light"
            loading={addToQueue.isPending}
            onClick={toQueue}
            leftSection={<IconUserPlus size={16} aria-hidden="true" />}
          >
            {t('patients.record.toQueue', { context })}
          </Button>
        )}
      </Group>
      {addToQueue.isError && <FormAlert message={errorText(t, addToQueue.error, context)} />}

      <dl className={patients.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '–'}</dd>
          </div>
        ))}
      </dl>
      {patient.counts.noShows > 0 && (
        <Badge color="red" variant="light">
          {t('patients.noShows', { count: patient.counts.noShows })}
        </Badge>
      )}
      {patient.note && (
        <section aria-labelledby="record-note">
          <Title order={3} size="h5" id="record-note" mb="xs">
            {t('patients.record.note')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {patient.note}
          </Text>
        </section>
      )}

      <section aria-labelledby="record-consent">
        <Title order={3} size="h5" id="record-consent" mb="xs">
          {t('patients.consent.title')}
        </Title>
        <Stack gap="xs">
          <Switch
            label={t('patients.consent.reminders', { context })}
            checked={patient.consent.reminders}
            disabled={!may('patients.edit') || edit.isPending}
            onChange={(event) => edit.mutate({ remindersConsent: event.currentTarget.checked })}
          />
          <Switch
            label={t('patients.consent.marketing')}
            description={
              patient.consent.marketingAt
                ? t('patients.consent.marketingSince', {
                    date: formatDay(patient.consent.marketingAt, language, timeZone),
                  })
                : t('patients.consent.marketingHint')
            }
            checked={patient.consent.marketing}
            disabled={!may('patients.edit') || edit.isPending}
            onChange={(event) => edit.mutate({ marketingConsent: event.currentTarget.checked })}
          />
        </Stack>
        {edit.isError && dialog === null && <FormAlert message={errorText(t, edit.error, context)} />}
      </section>

      {context === 'medical' && may('prescriptions.handle') && (
        <PortalLinkSection businessId={businessId} patientId={patient.id} hasEmail={Boolean(patient.email)} />
      )}

      <PatientTimeline patient={patient} language={language} timeZone={timeZone} />

      {may('patients.erase') && (
        <Group justify="flex-end">
          <Button
            color="red"
            variant="outline"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => setDialog('erase')}
          >
            {t('patients.erase.button')}
          </Button>
        </Group>
      )}

      {dialog === 'edit' && (
        <EditPatientDialog businessId={businessId} patient={patient} onClose={() => setDialog(null)} />
      )}
      {dialog === 'erase' && (
        <ErasePatientDialog
          businessId={businessId}
          patient={patient}
          onClose={() => setDialog(null)}
          onErased={onErased}
        />
      )}
    </Stack>
  );
}
