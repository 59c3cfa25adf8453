import { Table, Title } from '@mantine/core';
import { SectionCard } from '../../components/section-card';
import { useDoctors } from '../../lib/queries/doctors';
import type { WaitGroup } from '../../lib/queries/queue-stats';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import { useStatsFormat } from './wait-stats-format';

/** The figures per doctor (table, stylist …) of the entries' appointments; walk-ins in a row of their own. */
export function WaitStatsDoctors({
  businessId,
  groups,
}: {
  businessId: string;
  groups: readonly WaitGroup[];
}) {
  const { t, context, language } = useWaitingRoomTranslation();
  const doctors = useDoctors(businessId).data ?? [];
  const { number, percent, minutes } = useStatsFormat();
  const name = (key: string | null) =>
    key === null
      ? t('stats.walkIns', { context })
      : (doctors.find((doctor) => doctor.id === key)?.name ?? t('stats.unknownDoctor'));
  // Named doctors first, by name; walk-ins last.
  const rows = [...groups].sort((a, b) =>
    a.key === null ? 1 : b.key === null ? -1 : name(a.key).localeCompare(name(b.key), language),
  );
  if (rows.length === 0) return null;
  return (
    <SectionCard labelledBy="stats-doctor" mb="md">
      <Title order={2} size="h4" id="stats-doctor" mb="sm">
        {t('stats.byDoctor', { context })}
      </Title>
      <Table striped verticalSpacing="xs" fz={{ base: 'xs', sm: 'sm' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('stats.name', { context })}</Table.Th>
            <Table.Th ta="right">{t('stats.entries')}</Table.Th>
            <Table.Th ta="right">{t('stats.wait')}</Table.Th>
            <Table.Th ta="right">{t('stats.service', { context })}</Table.Th>
            <Table.Th ta="right">{t('stats.noShowRate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((group) => (
            <Table.Tr key={group.key ?? 'none'}>
              <Table.Td>{name(group.key)}</Table.Td>
              <Table.Td ta="right">{number(group.entries)}</Table.Td>
              <Table.Td ta="right">{minutes(group.waitMinutes.median)}</Table.Td>
              <Table.Td ta="right">{minutes(group.serviceMinutes.median)}</Table.Td>
              <Table.Td ta="right">{percent(group.noShowRate)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  );
}
