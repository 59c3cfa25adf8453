import { BarChart } from '@mantine/charts';
import { Table, Text, Title } from '@mantine/core';
import type { VisitDimension } from '@qtify/shared/domain/wait-stats';
import { SectionCard } from '../../components/section-card';
import type { WaitGroup } from '../../lib/queries/queue-stats';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import { useStatsFormat } from './wait-stats-format';

const HEADINGS = { stage: 'stats.byStage', station: 'stats.byStation' } as const;
const NAME_COLUMNS = { stage: 'stats.stage', station: 'stats.station' } as const;

/**
 * Worth a card only where the business uses workflows: more than one stage, or stations that
 * called. A business with today's single line would see its total again.
 */
function hasPlaces(dimension: VisitDimension, groups: readonly WaitGroup[]): boolean {
  return dimension === 'stage' ? groups.length > 1 : groups.some((group) => group.key !== null);
}

/**
 * The figures per stage or per station of the visits' history: median waiting and service as
 * bars, and a table with the visits and the no-show rate. A stage's or station's name is the one
 * recorded with the visits, so a deleted one still reads as it was called; a stage without a name
 * is the default line's, in the app's wording.
 */
export function WaitStatsPlaces({
  dimension,
  groups,
}: {
  dimension: VisitDimension;
  groups: readonly WaitGroup[];
}) {
  const { t, context, language } = useWaitingRoomTranslation();
  const { number, percent, minutes } = useStatsFormat();
  if (!hasPlaces(dimension, groups)) return null;
  const name = (group: WaitGroup) =>
    group.key === null
      ? t('stats.noStation')
      : group.label || (dimension === 'stage' ? t('workflow.defaultStage', { context }) : '–');
  const id = `stats-${dimension}`;
  const data = groups.map((group) => ({
    label: name(group),
    wait: group.waitMinutes.median,
    service: group.serviceMinutes.median,
  }));
  const formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return (
    <SectionCard labelledBy={id} mb="md" data-testid={id}>
      <Title order={2} size="h4" id={id} mb={4}>
        {t(HEADINGS[dimension])}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('stats.visitsNote')}
      </Text>
      <BarChart
        h={Math.max(160, 48 * data.length)}
        data={data}
        dataKey="label"
        orientation="vertical"
        yAxisProps={{ width: 96 }}
        series={[
          { name: 'wait', label: t('stats.wait'), color: 'teal.6' },
          { name: 'service', label: t('stats.service', { context }), color: 'indigo.5' },
        ]}
        withLegend
        // Not `unit`: on a vertical chart it would follow the stage names on the category axis.
        valueFormatter={(value: number) => t('stats.minutes', { value: formatter.format(value) })}
        mb="md"
      />
      <Table.ScrollContainer minWidth={420}>
        <Table striped verticalSpacing="xs" fz={{ base: 'xs', sm: 'sm' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t(NAME_COLUMNS[dimension])}</Table.Th>
              <Table.Th ta="right">{t('stats.entries')}</Table.Th>
              <Table.Th ta="right">{t('stats.wait')}</Table.Th>
              <Table.Th ta="right">{t('stats.service', { context })}</Table.Th>
              <Table.Th ta="right">{t('stats.noShowRate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Table.Tr key={group.key ?? 'none'}>
                <Table.Td>{name(group)}</Table.Td>
                <Table.Td ta="right">{number(group.entries)}</Table.Td>
                <Table.Td ta="right">{minutes(group.waitMinutes.median)}</Table.Td>
                <Table.Td ta="right">{minutes(group.serviceMinutes.median)}</Table.Td>
                <Table.Td ta="right">{percent(group.noShowRate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
