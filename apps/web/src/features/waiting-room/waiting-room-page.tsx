import '../../components/staff-screen-styles';
import '@mantine/core/styles/Tabs.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Button, CloseButton, NativeSelect, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { QUEUE_STATUSES, type QueueStatus } from '@qtify/shared/domain/queue-status';
import { IconDeviceTv, IconPlus, IconSearch, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import staffClasses from '../../components/staff-screen.module.css';
import { useRouteHandle } from '../../components/use-route-handle';
import { useCurrentUser } from '../../lib/queries/current-user';
import { type QueueView, useQueue } from '../../lib/queries/queue';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { BroadcastDialog } from './broadcast-dialog';
import { BulkRemoveDialog } from './bulk-remove-dialog';
import { EntryDialogs } from './entry-dialogs';
import { LiveIndicator } from './live-indicator';
import { LobbyDevicesDialog } from './lobby-devices-dialog';
import { PagedEntries } from './paged-entries';
import { PauseRegistrationButton, RegistrationPausedNotice } from './self-registration-control';
import { SortableEntries } from './sortable-entries';
import { StatisticsLink } from './statistics-link';
import { TodaysAppointmentsList } from './todays-appointments-list';
import type { EntryDialog } from './use-entry-actions';
import { useLiveQueue } from './use-live-queue';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

const VIEWS: readonly QueueView[] = ['waiting', 'today', 'past'];
/** The waiting tab lists open entries only: done is no filter there. */
const STATUSES_OF: Record<QueueView, readonly QueueStatus[]> = {
  waiting: QUEUE_STATUSES.filter((status) => status !== 'done' && status !== 'noShow'),
  today: QUEUE_STATUSES,
  past: QUEUE_STATUSES,
};

/**
 * `/waitingRoom/room` (alias `/ro23omasfdas/asdflkjsdsd`) and `/waitingRoom/ordination`: the active
 * business's waiting room. Waiting, today's and past patients (paged, with the true total), search
 * and status filter, one-click status changes, add at the desk, notify now, history; against a
 * flood: pause self-registration and remove a window of self-registrations. Live through the socket.
 */
export function WaitingRoomPage() {
  const { t, context, language } = useWaitingRoomTranslation();
  const handle = useRouteHandle();
  const { businessId, timeZone, business, connected } = useLiveQueue();
  const [view, setView] = useState<QueueView>('waiting');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<QueueStatus | null>(null);
  const queue = useQueue(businessId, { view, q, status });
  const [params, setParams] = useSearchParams();
  // `?add=1` (the start page's quick action) opens "add at the desk" at once; the address drops it,
  // so a reload or the back button does not open it again.
  const { user } = useCurrentUser();
  const mayManageLobby = mayInActiveBusiness(user, 'lobby.write');
  const mayBroadcast = mayInActiveBusiness(user, 'queue.broadcast');
  const [dialog, setDialog] = useState<EntryDialog | { kind: 'bulkRemove' | 'broadcast' | 'lobby' } | null>(
    () => (params.has('add') ? { kind: 'add' } : null),
  );
  useEffect(() => {
    if (!params.has('add')) return;
    setParams(
      (current) => {
        current.delete('add');
        return current;
      },
      { replace: true },
    );
  }, [params, setParams]);
  const paused = business?.selfRegistration === 'paused';
  const close = () => setDialog(null);
  const filtered = q.trim() !== '' || status !== null;

  const changeView = (next: string | null) => {
    const value = (VIEWS as readonly string[]).includes(next ?? '') ? (next as QueueView) : 'waiting';
    setView(value);
    if (status && !STATUSES_OF[value].includes(status)) setStatus(null);
  };

  const list = (
    <PagedEntries
      queue={queue}
      empty={
        <EmptyState
          title={t('empty', { context })}
          text={filtered ? t('emptyFiltered') : t(`emptyText.${view}`, { context })}
        />
      }
      businessId={businessId}
      onDialog={setDialog}
      timeZone={timeZone}
      showPosition={view === 'waiting'}
      renderList={view === 'waiting' && !filtered ? (list) => <SortableEntries {...list} /> : undefined}
      className={classes.list}
    />
  );

  return (
    <div className={staffClasses.page}>
      <header className={staffClasses.header}>
        <div className={staffClasses.headerText}>
          <div className={classes.titleRow}>
            <Title order={1} size="h2" className={staffClasses.title}>
              {t(`routes.${handle?.routeId ?? 'waitingRoom'}`)}
            </Title>
            <LiveIndicator connected={connected} />
          </div>
          <Text c="dimmed" maw="40rem" mt={6} visibleFrom="sm">
            {t('intro', { context })}
          </Text>
        </div>
        <div className={classes.headerActions}>
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setDialog({ kind: 'add' })}
          >
            {t('add.button', { context })}
          </Button>
          {mayBroadcast && (
            <Button
              variant="default"
              leftSection={<IconSpeakerphone size={18} aria-hidden="true" />}
              onClick={() => setDialog({ kind: 'broadcast' })}
            >
              {t('broadcast.button')}
            </Button>
          )}
          {business && !paused && <PauseRegistrationButton businessId={businessId} />}
          <Button
            variant="default"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => setDialog({ kind: 'bulkRemove' })}
            disabled={!timeZone}
          >
            {t('bulkRemove.button')}
          </Button>
          {mayManageLobby && (
            <Button
              variant="default"
              leftSection={<IconDeviceTv size={18} aria-hidden="true" />}
              onClick={() => setDialog({ kind: 'lobby' })}
            >
              {t('lobby.button')}
            </Button>
          )}
          <StatisticsLink />
        </div>
      </header>
      {paused && <RegistrationPausedNotice businessId={businessId} />}
      {businessId && timeZone && <TodaysAppointmentsList businessId={businessId} timeZone={timeZone} />}

      <Tabs value={view} onChange={changeView} keepMounted={false}>
        <Tabs.List className={classes.tabList}>
          {VIEWS.map((value) => (
            <Tabs.Tab key={value} value={value} className={classes.tab}>
              {t(`tabs.${value}`)}
              {value === view && queue.total !== undefined && !queue.isPlaceholderData && (
                <span className={classes.count} data-testid="queue-total">
                  {new Intl.NumberFormat(language).format(queue.total)}
                </span>
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {VIEWS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <div className={classes.filters}>
              <TextInput
                type="search"
                label={t('search.label', { context })}
                placeholder={t('search.placeholder')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                rightSection={
                  search ? (
                    <CloseButton size="sm" aria-label={t('search.clear')} onClick={() => setSearch('')} />
                  ) : null
                }
              />
              <NativeSelect
                label={t('filter.label')}
                value={status ?? ''}
                onChange={(event) => setStatus((event.currentTarget.value || null) as QueueStatus | null)}
                data={[
                  { value: '', label: t('filter.all') },
                  ...STATUSES_OF[value].map((option) => ({
                    value: option,
                    label: t(`status.${option}`, { context }),
                  })),
                ]}
              />
            </div>
            {list}
          </Tabs.Panel>
        ))}
      </Tabs>

      <EntryDialogs dialog={dialog} businessId={businessId} timeZone={timeZone} onClose={close} />
      {dialog?.kind === 'broadcast' && <BroadcastDialog businessId={businessId} onClose={close} />}
      {dialog?.kind === 'bulkRemove' && timeZone && (
        <BulkRemoveDialog businessId={businessId} timeZone={timeZone} onClose={close} />
      )}
      {dialog?.kind === 'lobby' && <LobbyDevicesDialog businessId={businessId} onClose={close} />}
    </div>
  );
}
