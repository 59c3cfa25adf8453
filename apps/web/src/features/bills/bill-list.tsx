import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { formatMoney } from '@qtify/shared/domain/money';
import { Link } from 'react-router';
import type { BillSummary } from '../../lib/queries/bills';
import { posPaths } from './bill-steps';
import { useBillsTranslation } from './use-bills-translation';

/** Today's bills: the open drafts (to go on with) and the finished ones (to print or send again). */
export function BillList({ bills, timeZone }: { bills: BillSummary[]; timeZone: string }) {
  const { t, i18n } = useBillsTranslation();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone }).format(new Date(iso));
  const row = (bill: BillSummary) => (
    <UnstyledButton
      key={bill.id}
      component={Link}
      to={bill.status === 'draft' ? posPaths.cart(bill.id) : posPaths.bill(bill.id)}
      p="xs"
      style={{ borderRadius: 8, display: 'block' }}
    >
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text fw={600}>
            {bill.number ? `#${bill.number} · ` : ''}
            {bill.patientName ?? t('start.walkInName')}
          </Text>
          <Text size="sm" c="dimmed">
            {time(bill.finishedAt ?? bill.createdAt)}
            {bill.employeeName ? ` · ${bill.employeeName}` : ''}
          </Text>
        </div>
        <Badge variant="light" color={bill.status === 'draft' ? 'gray' : 'green'} size="lg">
          {formatMoney(bill.totalMinor, bill.currency, i18n.language)}
        </Badge>
      </Group>
    </UnstyledButton>
  );
  const drafts = bills.filter((bill) => bill.status === 'draft');
  const finished = bills.filter((bill) => bill.status === 'finished');
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="pos-bills">
      <Title order={2} size="h4" id="pos-bills" mb="sm">
        {t('start.finished')}
      </Title>
      {bills.length === 0 && <Text c="dimmed">{t('start.noBills')}</Text>}
      {drafts.length > 0 && (
        <Text size="sm" fw={700} c="dimmed" mt="xs">
          {t('start.drafts')}
        </Text>
      )}
      <Stack gap={2}>{drafts.map(row)}</Stack>
      {drafts.length > 0 && finished.length > 0 && <hr />}
      <Stack gap={2}>{finished.map(row)}</Stack>
    </Paper>
  );
}
