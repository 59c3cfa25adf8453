import './bills-styles';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { localDay } from '@qtify/shared/domain/local-day';
import { localDateOf } from '@qtify/shared/domain/zoned-time';
import { IconChartBar, IconUserOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import classes from '../../components/staff-screen.module.css';
import { useBusinessTimeZone } from '../../lib/business-time-zone';
import { errorText } from '../../lib/error-text';
import { useAppointmentsInRange } from '../../lib/queries/appointments';
import { useBills, useStartBill } from '../../lib/queries/bills';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useQueue } from '../../lib/queries/queue';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { BillList } from './bill-list';
import { posPaths } from './bill-steps';
import { NotFiscalNote } from './not-fiscal-note';
import { useBillsTranslation } from './use-bills-translation';

const TODAY = { view: 'today', q: '', status: null } as const;
const BILLABLE = new Set(['done', 'called', 'inTreatment']);

/**
 * `/pos`: start a checkout for one of today's visits (done or called in the waiting room), one of
 * today's appointments, or a walk-in without a patient; `?queueEntryId=` or `?appointmentId=` (the
 * waiting room's and the calendar's "Bill" action) starts it at once. Below: today's drafts and
 * finished bills.
 */
export function PosStartPage() {
  const { t, context } = useBillsTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const timeZone = useBusinessTimeZone(businessId);
  const date = localDateOf(Date.now(), timeZone);
  const range = useMemo(() => ({ ...localDay(date, timeZone), doctorId: null }), [date, timeZone]);
  const visits = useQueue(businessId, TODAY);
  const appointments = useAppointmentsInRange(businessId, range);
  const bills = useBills(businessId, { from: date, to: date });
  const start = useStartBill(businessId);
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const begin = (body: { queueEntryId?: string; appointmentId?: string }) =>
    start.mutate(body, {
      // A visit billed before opens its bill: the finished one to print, a draft where it stood.
      onSuccess: (bill) =>
        navigate(bill.status === 'finished' ? posPaths.bill(bill.id) : posPaths.employee(bill.id)),
    });

  // Arrived from the waiting room or the calendar: start that visit's bill once.
  const asked = useRef(false);
  useEffect(() => {
    const queueEntryId = params.get('queueEntryId') ?? undefined;
    const appointmentId = params.get('appointmentId') ?? undefined;
    if (asked.current || !businessId || !(queueEntryId || appointmentId)) return;
    asked.current = true;
    begin({ queueEntryId, appointmentId });
  });

  const billable = (visits.entries ?? []).filter((entry) => BILLABLE.has(entry.status));
  const booked = (appointments.data ?? []).filter((item) => !item.cancelled);
  const time = (iso: string) =>
    new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone }).format(new Date(iso));

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('start.title')}
        intro={t('start.intro')}
        action={
          <Group gap="sm">
            {mayInActiveBusiness(user, 'bills.revenue') && (
              <Button
                component={Link}
                to={posPaths.revenue}
                variant="default"
                leftSection={<IconChartBar size={18} />}
              >
                {t('start.revenue')}
              </Button>
            )}
            <Button
              onClick={() => begin({})}
              loading={start.isPending}
              leftSection={<IconUserOff size={18} />}
            >
              {t('start.walkIn')}
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        {start.error && <FormAlert message={errorText(t, start.error, context)} />}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="pos-visits">
            <Title order={2} size="h4" id="pos-visits" mb="sm">
              {t('start.visits')}
            </Title>
            {billable.length === 0 && <Text c="dimmed">{t('start.noVisits')}</Text>}
            <Stack gap="xs">
              {billable.map((entry) => (
                <Group key={entry.id} justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>
                      {entry.ticket ? `${entry.ticket} · ` : ''}
                      {entry.patient.firstName} {entry.patient.lastName}
                    </Text>
                    <Badge variant="light" color={entry.status === 'done' ? 'green' : 'blue'}>
                      {entry.status === 'done' ? t('start.statusDone') : t('start.statusCalled')}
                    </Badge>
                  </div>
                  <Button
                    size="xs"
                    onClick={() => begin({ queueEntryId: entry.id })}
                    disabled={start.isPending}
                  >
                    {t('start.bill')}
                  </Button>
                </Group>
              ))}
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="pos-appointments">
            <Title order={2} size="h4" id="pos-appointments" mb="sm">
              {t('start.appointments')}
            </Title>
            {booked.length === 0 && <Text c="dimmed">{t('start.noAppointments')}</Text>}
            <Stack gap="xs">
              {booked.map((item) => (
                <Group key={item.id} justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600}>
                      {time(item.start)} · {item.patient.firstName} {item.patient.lastName}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {item.title}
                    </Text>
                  </div>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => begin({ appointmentId: item.id })}
                    disabled={start.isPending}
                  >
                    {t('start.bill')}
                  </Button>
                </Group>
              ))}
            </Stack>
          </Paper>
        </SimpleGrid>
        <BillList bills={bills.data ?? []} timeZone={timeZone} />
        <NotFiscalNote />
      </Stack>
    </div>
  );
}
