import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { QueueStats } from '../../lib/queries/queue-stats';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import { useStatsFormat } from './wait-stats-format';

/** The range's four figures in tiles: median wait and service (with their averages), calls, no-shows. */
export function WaitStatsSummary({ stats }: { stats: QueueStats }) {
  const { t, context } = useWaitingRoomTranslation();
  const { number, percent, minutes } = useStatsFormat();
  const average = (value: number | null) =>
    value === null ? undefined : t('stats.average', { value: number(value) });
  const tiles = [
    {
      id: 'wait',
      label: t('stats.wait'),
      value: minutes(stats.waitMinutes.median),
      hint: average(stats.waitMinutes.average),
    },
    {
      id: 'service',
      label: t('stats.service', { context }),
      value: minutes(stats.serviceMinutes.median),
      hint: average(stats.serviceMinutes.average),
    },
    { id: 'called', label: t('stats.called'), value: number(stats.called) },
    {
      id: 'noShows',
      label: t('stats.noShowRate'),
      value: percent(stats.noShowRate),
      hint: t('stats.noShowsOf', { noShows: stats.noShows, called: stats.called }),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" mb="md">
      {tiles.map((tile) => (
        <Paper key={tile.id} withBorder radius="lg" p="md" data-testid={`stats-${tile.id}`}>
          <Text size="sm" c="dimmed">
            {tile.label}
          </Text>
          <Text fw={700} fz={28} lh={1.2}>
            {tile.value}
          </Text>
          {tile.hint && (
            <Text size="xs" c="dimmed">
              {tile.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
