import './bills-styles';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { formatMoney } from '@qtify/shared/domain/money';
import { STATS_DEFAULT_DAYS } from '@qtify/shared/domain/wait-stats';
import { addDays, localDateOf } from '@qtify/shared/domain/zoned-time';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import classes from '../../components/staff-screen.module.css';
import { useBusinessTimeZone } from '../../lib/business-time-zone';
import { downloadBlob } from '../../lib/download-blob';
import { errorText } from '../../lib/error-text';
import { type Revenue, useExportBills, useRevenue } from '../../lib/queries/bills';
import { useCurrentUser } from '../../lib/queries/current-user';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { NotFiscalNote } from './not-fiscal-note';
import { useBillsTranslation } from './use-bills-translation';
import { WebhookSettings } from './webhook-settings';

/** `/pos/revenue` (owners and managers): revenue of finished bills by day and by who served, exports, the webhook. */
export function RevenuePage() {
  const { t, context } = useBillsTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const allowed = mayInActiveBusiness(user, 'bills.revenue');
  const timeZone = useBusinessTimeZone(businessId);
  const today = localDateOf(Date.now(), timeZone);
  const [range, setRange] = useState({ from: addDays(today, -(STATS_DEFAULT_DAYS - 1)), to: today });
  const revenue = useRevenue(allowed ? businessId : '', range);
  const exporter = useExportBills(businessId);
  if (!allowed) {
    return (
      <div className={classes.page}>
        <PageHeader title={t('revenue.title')} />
        <EmptyState
          title={t('revenue.forbidden')}
          text={t('revenue.forbiddenText')}
          action={<IconLock aria-hidden="true" />}
        />
      </div>
    );
  }
  const download = (format: 'csv' | 'json') =>
    exporter.mutate(
      { range, format },
      { onSuccess: (blob) => downloadBlob(blob, `bills-${range.from}-${range.to}.${format}`) },
    );
  const failed = revenue.error ?? exporter.error;
  return (
    <div className={classes.page}>
      <PageHeader title={t('revenue.title')} intro={t('revenue.intro')} />
      <Stack gap="lg">
        <NotFiscalNote />
        <Group align="flex-end" gap="sm">
          <TextInput
            type="date"
            label={t('revenue.from')}
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={t('revenue.to')}
            value={range.to}
            onChange={(e) => setRange({ ...range, to: e.currentTarget.value })}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            onClick={() => download('csv')}
            loading={exporter.isPending}
          >
            {t('revenue.exportCsv')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            onClick={() => download('json')}
            disabled={exporter.isPending}
          >
            {t('revenue.exportJson')}
          </Button>
        </Group>
        {failed && <FormAlert message={errorText(t, failed, context)} />}
        {!revenue.data ? <PageLoader /> : <RevenueFigures revenue={revenue.data} />}
        <WebhookSettings businessId={businessId} />
      </Stack>
    </div>
  );
}

function RevenueFigures({ revenue }: { revenue: Revenue }) {
  const { t, i18n } = useBillsTranslation();
  const money = (minor: number) => formatMoney(minor, revenue.currency, i18n.language);
  if (revenue.bills === 0) return <EmptyState title={t('revenue.empty')} />;
  const table = (
    title: string,
    first: string,
    groups: Revenue['byDay'],
    label: (g: Revenue['byDay'][number]) => string,
  ) => (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title} style={{ minWidth: 0 }}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <div style={{ overflowX: 'auto' }}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{first}</Table.Th>
              <Table.Th ta="right">{t('revenue.bills')}</Table.Th>
              <Table.Th ta="right">{t('revenue.net')}</Table.Th>
              <Table.Th ta="right">{t('revenue.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => (
              <Table.Tr key={group.key ?? '-'}>
                <Table.Td>{label(group)}</Table.Td>
                <Table.Td ta="right">{group.bills}</Table.Td>
                <Table.Td ta="right">{money(group.netMinor)}</Table.Td>
                <Table.Td ta="right">{money(group.totalMinor)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Paper>
  );
  return (
    <Stack gap="lg">
      <Group gap="xl">
        <div>
          <Text size="sm" c="dimmed">
            {t('revenue.total')}
          </Text>
          <Text fw={700} size="xl" data-testid="revenue-total">
            {money(revenue.totalMinor)}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('revenue.net')}
          </Text>
          <Text fw={700} size="xl">
            {money(revenue.netMinor)}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed">
            {t('revenue.bills')}
          </Text>
          <Text fw={700} size="xl">
            {revenue.bills}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ minWidth: 0 }}>
        {table(t('revenue.byDay'), t('revenue.day'), revenue.byDay, (g) =>
          new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
            new Date(`${g.key}T00:00:00Z`),
          ),
        )}
        {table(
          t('revenue.byEmployee'),
          t('revenue.employee'),
          revenue.byEmployee,
          (g) => g.label ?? t('revenue.nobody'),
        )}
      </SimpleGrid>
    </Stack>
  );
}
