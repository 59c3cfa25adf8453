import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorText } from '../../lib/error-text';
import type { useQueue } from '../../lib/queries/queue';
import { EntryCard } from './entry-card';
import { LoadMore } from './load-more';
import { type EntryDialog, useEntryActions } from './use-entry-actions';
import { useNow } from './use-now';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';

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
  className,
}: PagedEntriesProps) {
  const { t } = useWaitingRoomTranslation();
  const actions = useEntryActions(businessId);
  const now = useNow();
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
          <Stack
            component="ul"
            gap={compact ? 'xs' : 'sm'}
            className={className}
            aria-busy={queue.isFetching || undefined}
          >
            {entries.map((entry) => (
              <EntryCard
                key={entry.id}
                compact={compact}
                entry={entry}
                showPosition={showPosition}
                timeZone={timeZone}
                now={now}
                busy={actions.busyId === entry.id}
                onAction={(action) => void actions.run(entry, action)}
                onNotify={() => onDialog({ kind: 'notify', entry })}
                onOpen={() => onDialog({ kind: 'history', entry })}
              />
            ))}
          </Stack>
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
