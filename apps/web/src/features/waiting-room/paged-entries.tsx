import type { StaffEntry } from '../../lib/queries/queue';
import { EntryCard } from './entry-card';
import { LoadMore } from './load-more';
import type { EntryDialog, useEntryActions } from './use-entry-actions';

interface PagedEntriesProps {
  entries: StaffEntry[];
  /** The list's true total (the server counts it), or undefined before the first page. */
  total: number | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  actions: ReturnType<typeof useEntryActions>;
  onDialog: (dialog: EntryDialog) => void;
  timeZone: string | undefined;
  now: number;
  showPosition: boolean;
  /** The narrow panel beside the calendar. */
  compact?: boolean;
  className?: string | undefined;
  busy?: boolean;
}

/**
 * The loaded pages of a queue list and the "load more" under them: the waiting room and the panel
 * beside the calendar show entries alike, each with its actions, notify and history.
 */
export function PagedEntries({
  entries,
  total,
  hasMore,
  loadingMore,
  onMore,
  actions,
  onDialog,
  timeZone,
  now,
  showPosition,
  compact,
  className,
  busy,
}: PagedEntriesProps) {
  return (
    <>
      <ul className={className} aria-busy={busy || undefined}>
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
      </ul>
      <LoadMore
        shown={entries.length}
        total={total ?? entries.length}
        hasMore={hasMore}
        loading={loadingMore}
        onMore={() => {
          if (!loadingMore) onMore();
        }}
      />
    </>
  );
}
