import '../../components/staff-screen-styles';
import '@mantine/core/styles/Menu.layer.css';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { useQueue } from '../../lib/queries/queue';
import { EntryDialogs } from './entry-dialogs';
import { LiveIndicator } from './live-indicator';
import { PagedEntries } from './paged-entries';
import type { EntryDialog } from './use-entry-actions';
import { useLiveQueue } from './use-live-queue';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

/** Where the full waiting room lives (the route table's canonical path; features do not import app/). */
const WAITING_ROOM_PATH = '/waitingRoom/room';

/**
 * The waiting list in a narrow column, for a page that shows it beside something else (the
 * calendar): who waits, in order, with the main step, notify and the other steps in a menu. Live.
 */
export function QueuePanel() {
  const { t, context } = useWaitingRoomTranslation();
  const { businessId, timeZone, connected } = useLiveQueue();
  const queue = useQueue(businessId, { view: 'waiting', q: '', status: null });
  const [dialog, setDialog] = useState<EntryDialog | null>(null);
  const close = () => setDialog(null);

  return (
    <Stack component="section" gap="sm" aria-labelledby="queue-panel-title">
      <Group justify="space-between" gap="xs">
        <div className={classes.titleRow}>
          <h2 id="queue-panel-title" className={classes.panelTitle}>
            {t('routes.waitingRoom')}
            {queue.total !== undefined && <span className={classes.count}>{queue.total}</span>}
          </h2>
          <LiveIndicator connected={connected} compact />
        </div>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => setDialog({ kind: 'add' })}
        >
          {t('add.short')}
        </Button>
      </Group>
      <PagedEntries
        queue={queue}
        empty={<EmptyState compact title={t('empty', { context })} />}
        businessId={businessId}
        onDialog={setDialog}
        timeZone={timeZone}
        showPosition
        compact
        className={classes.panelList}
      />
      <Anchor component={Link} to={WAITING_ROOM_PATH} size="sm">
        {t('panel.openFull', { context })}
      </Anchor>

      <EntryDialogs dialog={dialog} businessId={businessId} timeZone={timeZone} onClose={close} />
    </Stack>
  );
}
