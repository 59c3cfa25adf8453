import { BarChart, LineChart } from '@mantine/charts';
import { Title } from '@mantine/core';
import { SectionCard } from '../../components/section-card';
import type { QueueStats } from '../../lib/queries/queue-stats';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import { type ChartPoint, daySeries, hourSeries, weekdaySeries } from './wait-stats-series';

/** A chart in a card named by its heading; the figures behind it are in the CSV. */
function ChartCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <SectionCard labelledBy={`stats-${id}`} mb="md" data-testid={`stats-chart-${id}`}>
      <Title order={2} size="h4" id={`stats-${id}`} mb="sm">
        {title}
      </Title>
      {children}
    </SectionCard>
  );
}

/**
 * The medians of waiting and service per day (a line), per hour of the day and per weekday (bars),
 * drawn with @mantine/charts (recharts): this page's chunk only, never a patient's page.
 */
export function WaitStatsCharts({ stats }: { stats: QueueStats }) {
  const { t, context, language } = useWaitingRoomTranslation();
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const series = [
    { name: 'wait', label: t('stats.wait'), color: 'teal.6' },
    { name: 'service', label: t('stats.service', { context }), color: 'indigo.5' },
  ];
  const common = {
    h: 240,
    dataKey: 'label',
    series,
    withLegend: true,
    unit: ' min',
    valueFormatter: (value: number) => number.format(value),
  };
  const bars = (data: ChartPoint[]) => (
    <BarChart {...common} data={data as unknown as Record<string, unknown>[]} />
  );
  return (
    <>
      <ChartCard id="day" title={t('stats.byDay')}>
        <LineChart
          {...common}
          data={
            daySeries(stats.breakdowns.day, stats.from, stats.to, language) as unknown as Record<
              string,
              unknown
            >[]
          }
          connectNulls={false}
          curveType="monotone"
        />
      </ChartCard>
      <ChartCard id="hour" title={t('stats.byHour')}>
        {bars(hourSeries(stats.breakdowns.hour))}
      </ChartCard>
      <ChartCard id="weekday" title={t('stats.byWeekday')}>
        {bars(weekdaySeries(stats.breakdowns.weekday, language))}
      </ChartCard>
    </>
  );
}
