import { Chip, Group, Stack, Text } from '@mantine/core';
import { PRESCRIPTION_STATUSES } from '@qtify/shared/domain/prescription-status';
import { useRef, useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { SectionCard } from '../../components/section-card';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import {
  type PrescriptionStatus,
  useMedications,
  usePrescriptionRequests,
  usePrescriptionSettings,
} from '../../lib/queries/prescriptions';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { MedicationsEditor } from './medications-editor';
import classes from './prescriptions.module.css';
import { RequestDetail } from './request-detail';
import { RequestList } from './request-list';
import { SettingsForm } from './settings-form';
import { usePrescriptionsTranslation } from './use-prescriptions-translation';

/**
 * The inbox of /medis: requests newest first, filtered by status; beside it the chosen request,
 * its patient and their long-term medications; below, the practice's rules for the managers.
 */
export function MedisInbox({ businessId, timeZone }: { businessId: string; timeZone: string | undefined }) {
  const { t, context } = usePrescriptionsTranslation();
  const { user } = useCurrentUser();
  const [status, setStatus] = useState<PrescriptionStatus | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const requests = usePrescriptionRequests(businessId, status);
  const list = requests.data ?? [];
  const selected = list.find((request) => request.id === selectedId) ?? list[0] ?? null;
  const medications = useMedications(businessId, selected?.patientId ?? null);
  const settings = usePrescriptionSettings(businessId);
  const detail = useRef<HTMLDivElement>(null);
  // One column (a phone): the chosen request is below the list, so bring it into view.
  const choose = (id: string) => {
    setSelectedId(id);
    if (window.matchMedia?.('(max-width: 62em)').matches)
      requestAnimationFrame(() => detail.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  return (
    <>
      <Chip.Group
        multiple={false}
        value={status ?? 'all'}
        onChange={(value) => setStatus(value === 'all' ? null : (value as PrescriptionStatus))}
      >
        <Group gap="xs" mt="md" role="group" aria-label={t('medis.filter')}>
          <Chip type="radio" value="all">
            {t('medis.all')}
          </Chip>
          {PRESCRIPTION_STATUSES.map((value) => (
            <Chip key={value} type="radio" value={value}>
              {t(`status.${value}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {requests.isError && <FormAlert message={errorText(t, requests.error, context)} />}
      <div className={classes.layout}>
        <div>
          {requests.isPending && <PageLoader />}
          {requests.isSuccess && list.length === 0 && <EmptyState title={t('medis.empty')} />}
          <RequestList
            requests={list}
            selectedId={selected?.id ?? null}
            onSelect={choose}
            timeZone={timeZone}
          />
        </div>
        <Stack gap="lg" ref={detail}>
          {selected ? (
            <RequestDetail businessId={businessId} request={selected} timeZone={timeZone} />
          ) : (
            requests.isSuccess && <Text c="dimmed">{t('medis.choose')}</Text>
          )}
          {selected && medications.data && (
            <SectionCard labelledBy="medications-title">
              <MedicationsEditor
                key={`${selected.patientId}-${medications.dataUpdatedAt}`}
                businessId={businessId}
                patientId={selected.patientId}
                medications={medications.data}
                editable={mayInActiveBusiness(user, 'prescriptions.prescribe')}
              />
            </SectionCard>
          )}
        </Stack>
      </div>
      {settings.data && mayInActiveBusiness(user, 'prescriptions.settings') && (
        <div style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
          <SettingsForm businessId={businessId} settings={settings.data} />
        </div>
      )}
    </>
  );
}
