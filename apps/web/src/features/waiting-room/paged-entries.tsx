import { Alert, Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorText } from '../../lib/error-text';
import type { StaffEntry, useQueue } from '../../lib/queries/queue';
import { useSetUrgent } from '../../lib/queries/queue-priority';
import { EntryCard } from './entry-card';
import type { StatusAction } from './entry-view';
import { LoadMore } from './load-more';
import { type EntryDialog, useEntryActions } from './use-entry-actions';
import { useNow } from './use-now';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';

/** What a list of loaded entries needs to draw its cards as PagedEntries would. */
export interface EntriesList {
  businessId: string;
  entries: StaffEntry[];
  cardProps: (entry: StaffEntry) => Omit<ComponentProps<typeof EntryCard>, 'entry'>;
  className?: string | undefined;
  busy: boolean;
}

interface PagedEntriesProps {
  /** The list's query: loading, failed, empty or its loaded pages. */
  queue: ReturnType<typeof useQueue>;
  /** What stands where the list is empty. */
  empty: ReactNode;
  businessId: string;
  onDialog: (dialog: EntryDialog) => void;
  timeZone: string | undefined;
  showPosition: boolean;
  /** The narrow panel beside the calendar. */
  compact?: boolean;
  /**
   * Draws the loaded entries instead of the plain list (the waiting room's drag-and-drop list; a
   * prop, so its library stays in the waiting room's chunk and out of the calendar's panel).
   */
  renderList?: (list: EntriesList) => ReactNode;
  className?: string | undefined;
}

/**
 * A queue list with its loading, failure and empty states, the loaded pages and the "load more"
 * under them: the waiting room and the panel beside the calendar show entries alike, each with its
 * actions, notify and history.
 */
export function PagedEntries({
  queue,
  empty,
  businessId,
  onDialog,
  timeZone,
  showPosition,
  compact,
  renderList,
  className,
}: PagedEntriesProps) {
  const { t } = useWaitingRoomTranslation();
  const actions = useEntryActions(businessId);
  const now = useNow();
  const urgent = useSetUrgent(businessId);
  const cardProps = (entry: StaffEntry) => ({
    compact,
    showPosition,
    timeZone,
    now,
    busy: actions.busyId === entry.id || (urgent.isPending && urgent.variables?.entry.id === entry.id),
    onAction: (action: StatusAction) => void actions.run(entry, action),
    onNotify: () => onDialog({ kind: 'notify', entry }),
    onOpen: () => onDialog({ kind: 'history', entry }),
    ...(compact ? {} : { onUrgent: () => urgent.mutate({ entry, urgent: !entry.urgent }) }),
  });
  const { entries, isFetchingNextPage: loadingMore } = queue;
  const actionError = actions.errorKey && (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      mb="sm"
      withCloseButton
      closeButtonLabel={t('absences.close')}
      onClose={actions.clearError}
    >
      {t(actions.errorKey)}
    </Alert>
  );
  return (
    <>
      {actionError}
      {queue.isPending ? (
        <PageLoader />
      ) : queue.isError ? (
        <FormAlert message={errorText(t, queue.error)} />
      ) : !entries || entries.length === 0 ? (
        empty
      ) : (
        <>
          {renderList && !compact ? (
            renderList({ businessId, entries, cardProps, className, busy: queue.isFetching })
          ) : (
            <Stack
              component="ul"
              gap={compact ? 'xs' : 'sm'}
              className={className}
              aria-busy={queue.isFetching || undefined}
            >
              {entries.map((entry) => (
                <EntryCard key={entry.id} entry={entry} {...cardProps(entry)} />
              ))}
            </Stack>
          )}
          <LoadMore
            shown={entries.length}
            total={queue.total ?? entries.length}
            hasMore={queue.hasNextPage}
            loading={loadingMore}
            onMore={() => {
              if (!loadingMore) void queue.fetchNextPage();
            }}
          />
        </>
      )}
    </>
  );
}
