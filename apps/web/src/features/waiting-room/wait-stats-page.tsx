import './wait-stats-styles';
import { Button } from '@mantine/core';
import { STATS_DEFAULT_DAYS } from '@qtify/shared/domain/wait-stats';
import { localDateOf } from '@qtify/shared/domain/zoned-time';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import classes from '../../components/staff-screen.module.css';
import { useBusinessTimeZone } from '../../lib/business-time-zone';
import { downloadBlob } from '../../lib/download-blob';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { type StatsRange, useExportQueueStats, useQueueStats } from '../../lib/queries/queue-stats';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import { WaitStatsCharts } from './wait-stats-charts';
import { WaitStatsDoctors } from './wait-stats-doctors';
import { WaitStatsPlaces } from './wait-stats-places';
import { WaitStatsRange } from './wait-stats-range';
import { isStatsRange, presetRange } from './wait-stats-series';
import { WaitStatsSummary } from './wait-stats-summary';

/**
 * `/waitingRoom/statistics` (owners and managers): how long people waited and were served, how
 * many were called and did not come, for a range of the business's local days (`?from=&to=`, by
 * default the last 30), as figures, charts, a table per doctor, per stage and per station (where the business uses
 * workflows) and a CSV download.
 */
export function WaitStatsPage() {
  const { t, context } = useWaitingRoomTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const allowed = mayInActiveBusiness(user, 'queue.stats');
  const timeZone = useBusinessTimeZone(businessId);
  const today = localDateOf(Date.now(), timeZone);
  const [params, setParams] = useSearchParams();
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const range: StatsRange = isStatsRange(asked.from, asked.to)
    ? asked
    : presetRange(today, STATS_DEFAULT_DAYS);
  const stats = useQueueStats(allowed ? businessId : '', range);
  const exportCsv = useExportQueueStats(businessId);

  if (!allowed) {
    return (
      <div className={classes.page}>
        <PageHeader title={t('routes.waitStatistics')} />
        <EmptyState
          title={t('stats.forbidden')}
          text={t('stats.forbiddenText')}
          action={<IconLock aria-hidden="true" />}
        />
      </div>
    );
  }

  const choose = (next: StatsRange) => setParams({ from: next.from, to: next.to }, { replace: true });
  const download = () =>
    exportCsv.mutate(range, {
      onSuccess: (blob) => downloadBlob(blob, `${t('stats.fileName')}-${range.from}-${range.to}.csv`),
    });
  const data = stats.data;

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('routes.waitStatistics')}
        intro={t('stats.intro', { context })}
        action={
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={download}
            loading={exportCsv.isPending}
            disabled={!data}
          >
            {t('stats.download')}
          </Button>
        }
      />
      <WaitStatsRange key={`${range.from}/${range.to}`} today={today} range={range} onChange={choose} />
      <div style={{ marginTop: 'var(--mantine-spacing-md)' }} aria-busy={stats.isFetching}>
        {exportCsv.isError && <FormAlert message={errorText(t, exportCsv.error, context)} />}
        {stats.isPending ? (
          <PageLoader />
        ) : stats.isError || !data ? (
          <FormAlert message={errorText(t, stats.error, context)} />
        ) : data.entries === 0 ? (
          <EmptyState title={t('stats.empty', { context })} text={t('stats.emptyText')} status />
        ) : (
          <>
            <WaitStatsSummary stats={data} />
            <WaitStatsCharts stats={data} />
            <WaitStatsDoctors businessId={businessId} groups={data.breakdowns.doctor} />
            <WaitStatsPlaces dimension="stage" groups={data.breakdowns.stage} />
            <WaitStatsPlaces dimension="station" groups={data.breakdowns.station} />
          </>
        )}
      </div>
    </div>
  );
}
