import './patients-styles';
import { Button, Chip, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy, IconLock, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import classes from '../../components/staff-screen.module.css';
import { useBusinessTimeZone } from '../../lib/business-time-zone';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { type PatientFilter, usePatients } from '../../lib/queries/patients';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { DuplicatesDialog } from './duplicates-dialog';
import { ErasureRequestsNotice } from './erasure-requests-notice';
import { ExportButton } from './export-button';
import { PatientList } from './patient-list';
import { PatientRecordDrawer } from './patient-record-drawer';
import patients from './patients.module.css';

const FILTERS: readonly PatientFilter[] = ['recent', 'upcoming', 'noShows'];

/**
 * `/patients/patientOverview`: every patient of the active business, searched by name (typos
 * forgiven), birthdate, phone or SV number, filtered, paged with the true total; `?patient=<id>`
 * opens a record beside the list, so a record has its own address.
 */
export function PatientsPage() {
  const { t, i18n, context } = useIndustryTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const timeZone = useBusinessTimeZone(businessId);
  const allowed = mayInActiveBusiness(user, 'patients.read');
  const [params, setParams] = useSearchParams();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<PatientFilter | null>(null);
  const [duplicates, setDuplicates] = useState(false);
  // A search per keystroke would ask the server for "H", "Hu", "Hub" … one after the other.
  const [search] = useDebouncedValue(q, 300);
  const list = usePatients(allowed ? businessId : '', { q: search, filter });
  const language = i18n.resolvedLanguage ?? i18n.language;
  const openId = params.get('patient');

  const open = (patientId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (patientId) next.set('patient', patientId);
        else next.delete('patient');
        return next;
      },
      { replace: false },
    );

  if (!allowed) {
    return (
      <div className={classes.page}>
        <PageHeader title={t('routes.patientOverview')} />
        <EmptyState
          title={t('patients.forbidden')}
          text={t('patients.forbiddenText', { context })}
          action={<IconLock aria-hidden="true" />}
        />
      </div>
    );
  }

  const pages = list.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.patients);
  const total = pages[0]?.total ?? 0;
  const searching = search.trim() !== '' || filter !== null;

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('routes.patientOverview')}
        intro={t('patients.intro', { context })}
        action={
          <Group gap="sm">
            {mayInActiveBusiness(user, 'patients.merge') && (
              <Button
                variant="default"
                leftSection={<IconCopy size={18} aria-hidden="true" />}
                onClick={() => setDuplicates(true)}
              >
                {t('patients.duplicates.button')}
              </Button>
            )}
            {mayInActiveBusiness(user, 'patients.export') && <ExportButton businessId={businessId} />}
          </Group>
        }
      />
      {mayInActiveBusiness(user, 'patients.erase') && (
        <ErasureRequestsNotice businessId={businessId} onOpen={open} />
      )}
      <div className={patients.toolbar}>
        <TextInput
          className={patients.search}
          type="search"
          label={t('patients.search.label', { context })}
          description={t('patients.search.hint', { context })}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          maxLength={100}
        />
      </div>
      <Group gap="xs" mb="md" role="group" aria-label={t('patients.filters.label')}>
        {FILTERS.map((value) => (
          <Chip
            key={value}
            checked={filter === value}
            onChange={() => setFilter(filter === value ? null : value)}
            variant="outline"
          >
            {t(`patients.filters.${value}`, { context })}
          </Chip>
        ))}
      </Group>

      {list.isPending ? (
        <PageLoader />
      ) : list.isError && rows.length === 0 ? (
        <FormAlert message={errorText(t, list.error, context)} />
      ) : (
        <section aria-labelledby="patients-total" aria-busy={list.isFetching}>
          <Text id="patients-total" fw={700} mb="sm" role="status">
            {t('patients.total', { count: total, total: total.toLocaleString(language), context })}
          </Text>
          {rows.length === 0 ? (
            <EmptyState
              compact
              title={t(searching ? 'patients.empty.search' : 'patients.empty.none', { context })}
              text={searching ? t('patients.empty.searchText') : t('patients.empty.noneText', { context })}
            />
          ) : (
            <PatientList patients={rows} language={language} timeZone={timeZone} onOpen={open} />
          )}
          {list.isFetchNextPageError && <FormAlert message={errorText(t, list.error, context)} />}
          {list.hasNextPage && (
            <div className={patients.more}>
              <Button
                variant="light"
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {t('patients.more', {
                  shown: rows.length.toLocaleString(language),
                  total: total.toLocaleString(language),
                })}
              </Button>
            </div>
          )}
        </section>
      )}

      {openId && (
        <PatientRecordDrawer businessId={businessId} patientId={openId} onClose={() => open(null)} />
      )}
      {duplicates && (
        <DuplicatesDialog
          businessId={businessId}
          onClose={() => setDuplicates(false)}
          onMerged={(patientId) => open(patientId)}
        />
      )}
    </div>
  );
}
