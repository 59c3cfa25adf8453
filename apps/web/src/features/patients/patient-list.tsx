import { Badge, Group, Paper, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PatientListItem } from '../../lib/queries/patients';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { formatDay, fullName } from './format-patient';
import patients from './patients.module.css';

/** The patients found: a table on a desk's screen, cards on a phone. A row opens the record. */
export function PatientList({
  patients: rows,
  language,
  timeZone,
  onOpen,
}: {
  patients: PatientListItem[];
  language: string;
  /** The business's zone: the day of a last visit or next appointment is the practice's day. */
  timeZone: string;
  onOpen: (patientId: string) => void;
}) {
  const { t, context } = useIndustryTranslation();
  const phone = useMediaQuery('(max-width: 48em)');
  const day = (value: string | null) => (value ? formatDay(value, language, timeZone) : '–');
  const noShows = (row: PatientListItem) =>
    row.noShowCount > 0 && (
      <Badge color="red" variant="light" size="sm">
        {t('patients.noShows', { count: row.noShowCount })}
      </Badge>
    );

  if (phone) {
    return (
      <ul className={patients.cards}>
        {rows.map((row) => (
          <li key={row.id}>
            <Paper withBorder radius="lg" p="sm">
              <UnstyledButton className={patients.card} onClick={() => onOpen(row.id)}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={700} className={patients.nameCell}>
                    {fullName(row)}
                  </Text>
                  {noShows(row)}
                </Group>
                <Text size="sm" c="dimmed">
                  {[row.birthdate && day(row.birthdate), row.phone].filter(Boolean).join(' · ')}
                </Text>
                <Text size="sm" c="dimmed">
                  {row.nextAppointmentAt
                    ? t('patients.list.nextOn', { date: day(row.nextAppointmentAt), context })
                    : row.lastVisitAt
                      ? t('patients.list.lastOn', { date: day(row.lastVisitAt) })
                      : ''}
                </Text>
              </UnstyledButton>
            </Paper>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('patients.list.name')}</Table.Th>
            <Table.Th>{t('patients.list.birthdate')}</Table.Th>
            <Table.Th>{t('patients.list.phone')}</Table.Th>
            {context === 'medical' && <Table.Th>{t('patients.list.svnr')}</Table.Th>}
            <Table.Th>{t('patients.list.lastVisit')}</Table.Th>
            <Table.Th>{t('patients.list.next', { context })}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td className={patients.nameCell}>
                <Group gap="xs" wrap="nowrap">
                  <UnstyledButton fw={700} onClick={() => onOpen(row.id)}>
                    {fullName(row)}
                  </UnstyledButton>
                  {noShows(row)}
                </Group>
              </Table.Td>
              <Table.Td>{day(row.birthdate)}</Table.Td>
              <Table.Td>{row.phone ?? '–'}</Table.Td>
              {context === 'medical' && <Table.Td>{row.svnr ?? '–'}</Table.Td>}
              <Table.Td>{day(row.lastVisitAt)}</Table.Td>
              <Table.Td>{day(row.nextAppointmentAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
